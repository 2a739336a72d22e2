// One experiment: its terms in words (whom it runs for, the share of them in
// the test, the primary metric, each variant's share and the settings it
// changes); Edit, Start and Stop, and "Ship <variant>" beside each variant, for
// the roles that may change experiments; then its results.

import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import {
  DeleteButton,
  EditButton,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from "react-admin";
import { SavedAudienceField } from "../audiences/SavedAudienceInput";
import { formatCount } from "../format/amounts";
import { WhenField } from "../format/WhenField";
import { usePhone } from "../layout/use-phone";
import { useCan } from "../roles/use-can";
import { ShipVariantButton, StartExperimentButton, StopExperimentButton } from "./ExperimentActions";
import { ExperimentResultsCard } from "./ExperimentResultsCard";
import { ExperimentStatusField } from "./ExperimentStatusField";
import type { ExperimentRecord, ExperimentVariant } from "./experiment-types";
import { inTheTest, metricName, playersInWords, shareOf } from "./experiment-words";
import { type ConfigRegistry, settingInWords, useConfigRegistry } from "./use-config-registry";

function ExperimentShowActions() {
  const record = useRecordContext<ExperimentRecord>();
  const canChange = useCan("experiments.change");
  if (!canChange || !record) return <TopToolbar />;
  return (
    <TopToolbar sx={{ flexWrap: "wrap" }}>
      {record.status !== "shipped" ? <EditButton /> : null}
      {record.status === "draft" ? <StartExperimentButton record={record} /> : null}
      {/* A draft only: one that has run keeps its results (the API says so if asked). */}
      {record.status === "draft" ? <DeleteButton mutationMode="pessimistic" /> : null}
      {record.status === "running" ? <StopExperimentButton record={record} /> : null}
    </TopToolbar>
  );
}

const variantRole = (index: number) => (index === 0 ? "Control" : `Variant ${index + 1}`);

function changesInWords(variant: ExperimentVariant, registry: ConfigRegistry | null): string[] {
  const settings = Object.entries(variant.values);
  if (settings.length === 0) return ["Changes nothing: the live config"];
  return settings.map(([key, value]) => (registry ? settingInWords(registry.keys, key, value) : key));
}

/** The variants, each with its share, what it changes and (while it may be shipped) its Ship button. */
function VariantsCard() {
  const record = useRecordContext<ExperimentRecord>();
  const canChange = useCan("experiments.change");
  const { registry } = useConfigRegistry();
  const phone = usePhone();
  if (!record) return null;
  const weights = record.variants.map((variant) => variant.weight);
  const shippable = canChange && (record.status === "running" || record.status === "stopped");
  const ship = (variant: ExperimentVariant) =>
    shippable ? <ShipVariantButton record={record} variant={variant} registry={registry} /> : null;
  return (
    <Card sx={{ mt: 2 }} data-testid="experiment-variants">
      <CardHeader
        title="Variants"
        subheader={
          shippable
            ? "Shipping a variant makes its values the remote config's defaults for every player and ends the experiment."
            : undefined
        }
        slotProps={{ title: { variant: "h6", component: "h2" }, subheader: { color: "text.secondary" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {phone ? (
          <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
            {record.variants.map((variant, index) => (
              <Box component="li" key={variant.key} data-testid="experiment-variant">
                <Typography variant="subtitle2" component="h3">
                  {`${variantRole(index)}: ${variant.name}`}
                </Typography>
                <Typography variant="body2">
                  {`${shareOf(variant.weight, weights)} of the traffic (weight ${variant.weight}) · key ${variant.key}`}
                </Typography>
                {changesInWords(variant, registry).map((line) => (
                  <Typography key={line} variant="body2">
                    {line}
                  </Typography>
                ))}
                <Box sx={{ mt: 1 }}>{ship(variant)}</Box>
              </Box>
            ))}
          </Stack>
        ) : (
          <Table size="small" aria-label="Variants">
            <TableHead>
              <TableRow>
                <TableCell>Variant</TableCell>
                <TableCell>Key</TableCell>
                <TableCell align="right">Share of the traffic</TableCell>
                <TableCell>What it changes</TableCell>
                {shippable ? (
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      Ship
                    </Box>
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {record.variants.map((variant, index) => (
                <TableRow key={variant.key} data-testid="experiment-variant">
                  <TableCell component="th" scope="row">
                    {variant.name}
                    <Typography variant="caption" color="text.secondary" component="span">
                      {` · ${variantRole(index)}`}
                    </Typography>
                  </TableCell>
                  <TableCell>{variant.key}</TableCell>
                  <TableCell align="right">{`${shareOf(variant.weight, weights)} (weight ${variant.weight})`}</TableCell>
                  <TableCell>
                    {changesInWords(variant, registry).map((line) => (
                      <Typography key={line} variant="body2">
                        {line}
                      </Typography>
                    ))}
                  </TableCell>
                  {shippable ? <TableCell align="right">{ship(variant)}</TableCell> : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/** Hidden on screen, read by screen readers (a column heading a sighted user needs no words for). */
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  border: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

function Decision({ record }: { record: ExperimentRecord }) {
  if (record.status !== "shipped") return <>Not decided yet</>;
  const shipped = record.variants.find((variant) => variant.key === record.shippedVariant);
  return (
    <>{`${shipped?.name ?? record.shippedVariant ?? "A variant"} shipped: its values are the remote config's defaults`}</>
  );
}

function Results() {
  const record = useRecordContext<ExperimentRecord>();
  if (!record) return null;
  if (record.status === "draft") {
    return (
      <Card sx={{ mt: 2 }}>
        <CardHeader title="Results" slotProps={{ title: { variant: "h6", component: "h2" } }} />
        <CardContent>
          <Typography>No results yet: players are exposed once the experiment is started.</Typography>
        </CardContent>
      </Card>
    );
  }
  return <ExperimentResultsCard key={record.updatedAt} id={Number(record.id)} primary={record.metric} />;
}

export function ExperimentShow() {
  return (
    <Show actions={<ExperimentShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" label="Name" />
        <TextField source="key" label="Key" />
        <TextField source="hypothesis" label="Hypothesis" emptyText="—" />
        <Labeled label="Status">
          <ExperimentStatusField />
        </Labeled>
        <SavedAudienceField />
        <FunctionField label="In the test" render={(record: ExperimentRecord) => inTheTest(record)} />
        <FunctionField
          label="Primary metric"
          render={(record: ExperimentRecord) => metricName(record.metric)}
        />
        <FunctionField
          label="Players exposed"
          render={(record: ExperimentRecord) => (
            <span data-testid="experiment-exposed" title={playersInWords(record.exposed)}>
              {formatCount(record.exposed)}
            </span>
          )}
        />
        <WhenField source="startedAt" label="Started" emptyText="Not yet" />
        <WhenField source="stoppedAt" label="Stopped" emptyText="—" />
        <FunctionField label="Decision" render={(record: ExperimentRecord) => <Decision record={record} />} />
      </SimpleShowLayout>
      <VariantsCard />
      <Results />
    </Show>
  );
}
