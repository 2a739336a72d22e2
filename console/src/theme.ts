// react-admin's default look in the game's colours: arcane violet for actions,
// the night-violet of the game site for the app bar.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from "react-admin";

// react-admin names a Datagrid's row checkbox with `aria-label` on <Checkbox>, which
// Material UI puts on the wrapping <span> (where the label is not allowed), leaving the
// <input> itself unnamed for screen readers. Every checkbox hands its aria-label to its
// input instead; a checkbox that names its input itself (the "Select all" box) keeps its own.
const checkboxNamesItsInput = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: () => ({ "aria-label": undefined }),
        input: (ownerState: { "aria-label"?: string }) =>
          ownerState["aria-label"] ? { "aria-label": ownerState["aria-label"] } : {},
      },
    },
  },
};

export const consoleLightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  components: { ...defaultLightTheme.components, ...checkboxNamesItsInput },
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: "#6d4bd8" },
    secondary: { main: "#241a3d" },
  },
};

export const consoleDarkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  components: { ...defaultDarkTheme.components, ...checkboxNamesItsInput },
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: "#b39dff" },
    secondary: { main: "#ffcf6b" },
  },
};
