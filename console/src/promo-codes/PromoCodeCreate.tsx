// One code, or a batch of N random codes <PREFIX>-XXXXXXXX with the same
// terms (made in one transaction by the API); a batch is listed afterwards with
// a CSV download, since the codes are handed out elsewhere.
import { countOf } from "@arena/api/words/words";
import DownloadIcon from "@mui/icons-material/Download";
import { Alert, Box, Card, CardContent, Button as MuiButton, Stack } from "@mui/material";
import { useState } from "react";
import {
  Create,
  FormDataConsumer,
  maxValue,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  required,
  SimpleForm,
  TextInput,
  Title,
  useCreate,
  useDataProvider,
  useNotify,
  useRedirect,
} from "react-admin";
import type { ConsoleDataProvider, PromoCodeBatch } from "../data-provider";
import { LocalDateTimeInput } from "../inputs/LocalDateTimeInput";
import { savedMessage } from "../notifications/use-saved-notice";
import { RewardsInput } from "../rewards/RewardsInput";
import { PromoCodeAudienceInput } from "./AudienceInput";
import { type PromoCodeTermsForm, promoCodeTerms } from "./promo-code-terms";

type FormValues = PromoCodeTermsForm & {
  mode: "single" | "batch";
  code?: string;
  prefix?: string;
  count?: number;
};

const modeChoices = [
  { id: "single", name: "One code" },
  { id: "batch", name: "A batch of random codes" },
];

/** The server's react-admin shaped field errors, for the form to show in place. */
function serverErrors(error: unknown): Record<string, unknown> | undefined {
  return (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors;
}

function csvOf(batch: PromoCodeBatch): string {
  return ["code", ...batch.codes.map((row) => row.code)].join("\n");
}

function BatchResult({ batch, onAnother }: { batch: PromoCodeBatch; onAnother: () => void }) {
  const href = `data:text/csv;charset=utf-8,${encodeURIComponent(csvOf(batch))}`;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <Alert severity="success">
            Made {countOf(batch.count, "code")} with the prefix {batch.prefix}.
          </Alert>
          <Stack direction="row" spacing={2}>
            <MuiButton
              variant="contained"
              startIcon={<DownloadIcon />}
              href={href}
              download={`promo-codes-${batch.prefix}.csv`}
            >
              Download CSV
            </MuiButton>
            <MuiButton onClick={onAnother}>Make more codes</MuiButton>
          </Stack>
          <Box
            component="pre"
            data-testid="batch-codes"
            sx={{ maxHeight: 320, overflow: "auto", bgcolor: "action.hover", p: 2, m: 0 }}
          >
            {batch.codes.map((row) => row.code).join("\n")}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function PromoCodeCreate() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [create] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [batch, setBatch] = useState<PromoCodeBatch | null>(null);

  const submit = async (values: Partial<FormValues>) => {
    const terms = promoCodeTerms(values);
    try {
      if (values.mode === "batch") {
        const { data } = await dataProvider.createPromoCodeBatch({
          prefix: values.prefix ?? "",
          count: values.count ?? 0,
          ...terms,
        });
        setBatch(data);
        notify(`${countOf(data.count, "code")} made`, { type: "success" });
        return undefined;
      }
      const record = await create(
        "promo-codes",
        { data: { code: values.code ?? "", ...terms } },
        { returnPromise: true },
      );
      notify(savedMessage("Promo code", record.code), { type: "success" });
      redirect("show", "promo-codes", record.id);
      return undefined;
    } catch (error) {
      notify((error as Error).message || "That did not work.", { type: "error" });
      return serverErrors(error);
    }
  };

  if (batch) {
    return (
      <Box>
        <Title title="New promo codes" />
        <BatchResult batch={batch} onAnother={() => setBatch(null)} />
      </Box>
    );
  }

  return (
    <Create title="New promo code">
      <SimpleForm onSubmit={submit} defaultValues={{ mode: "single", description: "", count: 10 }}>
        <RadioButtonGroupInput source="mode" label="" choices={modeChoices} />
        <FormDataConsumer<FormValues>>
          {({ formData }) =>
            formData.mode === "batch" ? (
              <Stack direction="row" spacing={2}>
                <TextInput source="prefix" helperText="Codes read PREFIX-XXXXXXXX" validate={required()} />
                <NumberInput
                  source="count"
                  label="How many"
                  validate={[required(), minValue(1), maxValue(10000)]}
                />
              </Stack>
            ) : (
              <TextInput
                source="code"
                helperText="Letters, digits, - and _ (any case; stored upper-case)"
                validate={required()}
              />
            )
          }
        </FormDataConsumer>
        <TextInput source="description" fullWidth />
        <LocalDateTimeInput source="expiresAt" label="Expires at" helperText="Empty: never" />
        <NumberInput source="maxUses" label="Max uses" validate={minValue(1)} helperText="Empty: unlimited" />
        <PromoCodeAudienceInput />
        <RewardsInput />
      </SimpleForm>
    </Create>
  );
}
