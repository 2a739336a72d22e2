// react-admin's default look in the game's colours: arcane violet for actions,
// the night-violet of the game site for the app bar.
import { grey } from "@mui/material/colors";
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

// A progress indicator is a progressbar to assistive tech, and one needs a name: react-admin's
// loading spinners and list bars carry none (axe aria-progressbar-name, serious, whenever a
// screen is still loading). Each says "Loading" unless it names itself.
const progressIsNamed = {
  MuiCircularProgress: { defaultProps: { "aria-label": "Loading" } },
  MuiLinearProgress: { defaultProps: { "aria-label": "Loading" } },
};

// Text at least 4.5:1 against what it sits on (WCAG AA). react-admin paints a form's bottom
// toolbar grey[300] (light) or grey[800] (dark): the Delete button's red text was 3.8:1 on
// it (2.8:1 in the dark). The toolbar takes a lighter grey (light) or the paper (dark) instead.
// react-admin's "Loading / Please wait" (shown while a screen's chunk arrives) paints its
// words in text.disabled, 2.7:1: they take text.secondary, like the rest of the console's quiet text.
const readableLoading = {
  RaLoading: {
    styleOverrides: {
      root: ({ theme }: { theme: { palette: { text: { secondary: string } } } }) => ({
        "& .RaLoading-message": { color: theme.palette.text.secondary },
      }),
    },
  },
};

const toolbarOn = (backgroundColor: string) => ({
  RaToolbar: { styleOverrides: { root: { backgroundColor } } },
});

// Material UI animates with no regard for prefers-reduced-motion: its fades, slides and colour
// changes (a chip turning from grey "Connecting" to green "Connected" passed through a pale
// green that white text could not be read on) play for everyone. Someone who asks the system
// for less motion gets none: every transition is instant, and buttons make no ripple.
const reducedMotion = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
const stillness: Pick<RaThemeOptions, "transitions"> = reducedMotion
  ? { transitions: { create: () => "none" } }
  : {};
const noRipple = reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {};

export const consoleLightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...stillness,
  components: {
    ...defaultLightTheme.components,
    ...checkboxNamesItsInput,
    ...progressIsNamed,
    ...readableLoading,
    ...noRipple,
    ...toolbarOn(grey[100]),
  },
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: "#6d4bd8" },
    secondary: { main: "#241a3d" },
    // Material's red and orange give white text 5.0:1 and 3.1:1 ("used up" chips, warning
    // text): a shade darker each, 5.6:1 and 5.0:1 on white, 5.1:1 and 4.6:1 on the toolbar.
    error: { main: "#c62828" },
    warning: { main: "#b45309" },
  },
};

export const consoleDarkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...stillness,
  components: {
    ...defaultDarkTheme.components,
    ...checkboxNamesItsInput,
    ...progressIsNamed,
    ...readableLoading,
    ...noRipple,
    ...toolbarOn("#121212"),
  },
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: "#b39dff" },
    secondary: { main: "#ffcf6b" },
  },
};
