// What a results card is made of: one headline figure (a caption and its value),
// and the hook that loads a record's results once per record, with the refusal
// in words when it fails.
import { Box, Typography } from "@mui/material";
import { useEffect, useRef, useState } from "react";

export function ResultFigure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Loads `load(id)`'s data once per id (a new `load` each render, as the data
 * provider's methods are, loads nothing again); an answer for an earlier id is dropped.
 */
export function useResults<T>(
  id: number,
  load: (id: number) => Promise<{ data: T }>,
): { results: T | null; error: string | null } {
  const [state, setState] = useState<{ results: T | null; error: string | null }>({
    results: null,
    error: null,
  });
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let current = true;
    latest.current(id).then(
      ({ data }) => current && setState({ results: data, error: null }),
      (error: unknown) =>
        current && setState({ results: null, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [id]);
  return state;
}
