import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Title } from "react-admin";
import { RangeBar } from "./RangeBar";
// In the dashboards' chunk rather than the entry's: the sign-in page then waits for no stylesheet.
import "./print.css";

/** A dashboard: its title, the shared range bar and a grid of cards. */
export function AnalyticsPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box className="analytics-page" sx={{ pb: 4 }}>
      <Title title={`Analytics: ${title}`} />
      <Typography variant="h5" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <RangeBar />
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", lg: "repeat(2, minmax(0, 1fr))" },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
