// The one test for a phone-width screen (below MUI's "sm", 600 px): lists then
// show each row as a compact card, and tables give way to stacked lines.
import { type Theme, useMediaQuery } from "@mui/material";

export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
