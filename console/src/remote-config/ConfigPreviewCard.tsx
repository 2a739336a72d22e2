// "What this player gets": search a player, see each setting's value now and
// where it comes from (the default, the live version, an audience, a live event
// or an experiment). Reading it logs no experiment exposure.
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { AutocompleteInput, Form, ReferenceInput, useDataProvider } from "react-admin";
import type { ConsoleDataProvider } from "../data-provider";
import { usePhone } from "../layout/use-phone";
import type { ConfigPreview } from "./types";

const playerOption = (record: { displayName?: string | null; email?: string }) =>
  record.displayName ?? record.email ?? "";

export function ConfigPreviewCard() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const phone = usePhone();
  const [playerId, setPlayerId] = useState<string | null>(null);
  const [preview, setPreview] = useState<ConfigPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!playerId) {
      setPreview(null);
      return;
    }
    let current = true;
    dataProvider.previewRemoteConfig(playerId).then(
      ({ data }) => {
        if (!current) return;
        setPreview(data);
        setError(null);
      },
      (failure: Error) => current && setError(failure.message),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, playerId]);
  return (
    <Card>
      <CardHeader
        title="What this player gets"
        subheader="Each setting's value for one player now, and where it comes from."
      />
      <CardContent>
        <Form>
          <ReferenceInput source="playerId" reference="players" filter={{ role: "player" }}>
            <AutocompleteInput
              label="Player"
              optionText={playerOption}
              filterToQuery={(q: string) => ({ q })}
              onChange={(value: string | null) => setPlayerId(value || null)}
              helperText="Type a display name"
              sx={{ minWidth: 280 }}
            />
          </ReferenceInput>
        </Form>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {preview ? (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {`${preview.player.name ?? preview.player.email} gets version ${preview.version}`}
              {preview.experiments.length > 0
                ? `, in ${preview.experiments.map((served) => `experiment “${served.experiment}” (variant “${served.variant}”)`).join(", ")}`
                : ""}
              .
            </Typography>
            {phone ? (
              preview.values.map((row) => (
                <Typography
                  key={row.key}
                  variant="body2"
                  component="p"
                  sx={{ mb: 1 }}
                  data-testid="preview-value"
                >
                  <strong>{row.label}</strong>: {row.valueInWords}
                  <br />
                  <Typography variant="caption" color="text.secondary" component="span">
                    from {row.source}
                  </Typography>
                </Typography>
              ))
            ) : (
              <Table size="small" aria-label="What this player gets">
                <TableHead>
                  <TableRow>
                    <TableCell>Setting</TableCell>
                    <TableCell>Value</TableCell>
                    <TableCell>From</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.values.map((row) => (
                    <TableRow key={row.key} data-testid="preview-value">
                      <TableCell>{row.label}</TableCell>
                      <TableCell>{row.valueInWords}</TableCell>
                      <TableCell>{row.source}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
