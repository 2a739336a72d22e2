// react-admin's default look in the game's colours: arcane violet for actions,
// the night-violet of the game site for the app bar.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from "react-admin";

export const consoleLightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: "#6d4bd8" },
    secondary: { main: "#241a3d" },
  },
};

export const consoleDarkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: "#b39dff" },
    secondary: { main: "#ffcf6b" },
  },
};
