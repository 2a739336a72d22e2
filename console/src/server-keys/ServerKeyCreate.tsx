// A new key: its name (which game server uses it), what it may do (scopes, in
// words), an optional expiry. The answer's secret is shown once, here, and kept
// out of react-admin's cache (the data provider is called directly).

import { serverKeyScopeDoes } from "@arena/api/server-keys/scopes";
import { Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useState } from "react";
import {
  CheckboxGroupInput,
  Create,
  required,
  SimpleForm,
  TextInput,
  Title,
  useCreatePath,
  useDataProvider,
  useNotify,
} from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { LocalDateTimeInput } from "../inputs/LocalDateTimeInput";
import { SecretOnce } from "./SecretOnce";
import { type ServerKeyRecord, scopeChoices, scopesInWords } from "./words";

type Issued = ServerKeyRecord & { secret: string };

interface FormValues {
  name?: string;
  scopes?: string[];
  expiresAt?: string | null;
}

/** A new key may report matches unless the admin chooses otherwise (a stable object: the form keeps what is typed). */
const defaults = { scopes: ["matches:report"] };

/** The server's react-admin shaped field errors, for the form to show in place. */
function serverErrors(error: unknown): Record<string, unknown> | undefined {
  return (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors;
}

function Issued({ issued }: { issued: Issued }) {
  const createPath = useCreatePath();
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={`Server key ${issued.name}`} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {`Server key ${issued.name} made`}
            </Typography>
            <Typography>{`It may: ${scopesInWords(issued.scopes)}.`}</Typography>
            <SecretOnce name={issued.name} secret={issued.secret} />
            <Stack direction="row">
              <Button
                component={RouterLink}
                to={createPath({ resource: "server-keys", type: "show", id: issued.id })}
                variant="outlined"
              >
                I have copied it: open the key
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

export function ServerKeyCreate() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [issued, setIssued] = useState<Issued | null>(null);

  const submit = async (values: FormValues) => {
    try {
      const { data } = await dataProvider.create<Issued>("server-keys", {
        data: { name: values.name ?? "", scopes: values.scopes ?? [], expiresAt: values.expiresAt ?? null },
      });
      setIssued(data);
      notify(`Server key ${data.name} made: copy it now`, { type: "success" });
      return undefined;
    } catch (error) {
      notify((error as Error).message || "That did not work.", { type: "error" });
      return serverErrors(error);
    }
  };

  if (issued) return <Issued issued={issued} />;
  return (
    <Create title="New server key">
      <SimpleForm onSubmit={submit} defaultValues={defaults}>
        <TextInput
          source="name"
          label="Name"
          helperText="Which game server uses it, e.g. “Match servers EU”"
          validate={required()}
          fullWidth
        />
        <CheckboxGroupInput
          source="scopes"
          label="It may"
          choices={scopeChoices}
          optionText={(choice: { id: string; name: string }) =>
            `${choice.name}: ${serverKeyScopeDoes(choice.id)}`
          }
          row={false}
          validate={required("Choose at least one thing the key may do")}
          helperText="Give a game server only what it needs."
        />
        <LocalDateTimeInput source="expiresAt" label="Expires at" helperText="Empty: never" />
      </SimpleForm>
    </Create>
  );
}
