// The console's Remote config page: every setting the game reads, grouped by
// where it shows, each with its default, its live value and an editor by its
// input kind; overrides per saved audience; a required note and Save (a new
// live version); the versions with who, when and what changed, each earlier one
// restorable after a confirmation; and "what this player gets". Roles that may
// not change the config read the same page with the editors turned off.
import { can, rolesAllowed } from "@arena/api/staff/permissions";
import { Alert, Box, Card, CardContent, CardHeader, Divider, Stack, Typography } from "@mui/material";
import { useCallback, useEffect, useState } from "react";
import {
  ArrayInput,
  Form,
  FormDataConsumer,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  Title,
  useDataProvider,
  useNotify,
  usePermissions,
} from "react-admin";
import type { ConsoleDataProvider } from "../data-provider";
import { ConfigPreviewCard } from "./ConfigPreviewCard";
import { ConfigValueInput } from "./ConfigValueInput";
import { ConfigVersions } from "./ConfigVersions";
import { type ConfigFormValues, documentOf, formValuesOf, valueText } from "./config-form";
import type { RemoteConfig } from "./types";

export function RemoteConfigPage() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [config, setConfig] = useState<RemoteConfig | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    dataProvider.getRemoteConfig().then(
      ({ data }) => {
        setConfig(data);
        setError(null);
      },
      (failure: Error) => setError(failure.message),
    );
  }, [dataProvider]);
  useEffect(load, [load]);
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 960 }}>
      <Title title="Remote config" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Remote config
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        What the game shows without a deploy. A save is live at once for every player (within 5 seconds on
        every server); live events and experiments can set values over it.
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {config ? (
        <Stack spacing={2}>
          <ConfigEditor key={`editor-${config.live?.id ?? 0}`} config={config} onSaved={load} />
          <ConfigPreviewCard />
          <ConfigVersions
            key={`versions-${config.live?.id ?? 0}`}
            liveId={config.live?.id ?? 0}
            onRestored={load}
          />
        </Stack>
      ) : null}
    </Box>
  );
}

function ConfigEditor({ config, onSaved }: { config: RemoteConfig; onSaved: () => void }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const { permissions } = usePermissions();
  const mayChange = can(permissions, "remote-config.change");
  const { keys, groups, live } = config;
  const save = async (form: Record<string, unknown>) => {
    try {
      const { data } = await dataProvider.saveRemoteConfig({
        ...documentOf(keys, form as unknown as ConfigFormValues),
        baseVersion: live?.id ?? 0,
      });
      notify(`Saved: version ${data.id} is live`, { type: "success" });
      onSaved();
      return undefined;
    } catch (failure) {
      const refused = failure as { message?: string; body?: { errors?: Record<string, unknown> } };
      notify(refused.message ?? "The config was not saved.", { type: "error" });
      // The fields the form has; an audience row's refusal is in the notice's words.
      const errors = Object.fromEntries(
        Object.entries(refused.body?.errors ?? {}).filter(
          ([field]) => field.startsWith("values.") || field === "note",
        ),
      );
      return Object.keys(errors).length > 0 ? errors : undefined;
    }
  };
  return (
    <Card>
      <CardHeader
        title="Settings"
        subheader={
          live
            ? `Live: version ${live.id}${live.note ? ` (${live.note})` : ""}`
            : "Nothing saved yet: every setting is at its default"
        }
      />
      <CardContent>
        <Form defaultValues={formValuesOf(keys, live)} onSubmit={save}>
          <Stack spacing={3}>
            {groups.map((group) => (
              <Box key={group.group} component="section" aria-labelledby={`config-group-${group.group}`}>
                <Typography variant="h6" component="h2" id={`config-group-${group.group}`}>
                  {group.label}
                </Typography>
                <Divider sx={{ mb: 1 }} />
                {keys
                  .filter((setting) => setting.group === group.group)
                  .map((setting) => (
                    <Box key={setting.key} sx={{ mb: 1 }} data-testid="config-setting">
                      <ConfigValueInput
                        source={`values.${setting.key}`}
                        setting={setting}
                        helperText={setting.description}
                        disabled={!mayChange}
                      />
                      <Typography variant="caption" color="text.secondary" component="p">
                        {`Default: ${valueText(setting, setting.default)} · Live: ${valueText(setting, live?.document.values[setting.key] ?? setting.default)} · Must be ${setting.rule}`}
                      </Typography>
                    </Box>
                  ))}
              </Box>
            ))}
            <Box component="section" aria-labelledby="config-audiences">
              <Typography variant="h6" component="h2" id="config-audiences">
                Audience overrides
              </Typography>
              <Divider sx={{ mb: 1 }} />
              <Typography variant="body2" color="text.secondary">
                Players in a saved audience get these values instead; where two audiences set the same
                setting, the lower row wins.
              </Typography>
              <ArrayInput source="overrides" label={false}>
                <SimpleFormIterator
                  inline
                  disableReordering
                  disableClear
                  disableAdd={!mayChange}
                  disableRemove={!mayChange}
                >
                  <ReferenceInput
                    source="audienceId"
                    reference="audiences"
                    sort={{ field: "name", order: "ASC" }}
                  >
                    <SelectInput
                      label="Audience"
                      optionText="name"
                      validate={required()}
                      sx={{ minWidth: 200 }}
                      disabled={!mayChange}
                    />
                  </ReferenceInput>
                  <SelectInput
                    source="key"
                    label="Setting"
                    choices={keys}
                    optionValue="key"
                    optionText="label"
                    validate={required()}
                    sx={{ minWidth: 200 }}
                    disabled={!mayChange}
                  />
                  <FormDataConsumer>
                    {({ scopedFormData }: { scopedFormData?: { key?: string } }) => {
                      const setting = keys.find((candidate) => candidate.key === scopedFormData?.key);
                      return setting ? (
                        <ConfigValueInput
                          source="value"
                          setting={setting}
                          label="Value"
                          disabled={!mayChange}
                        />
                      ) : null;
                    }}
                  </FormDataConsumer>
                </SimpleFormIterator>
              </ArrayInput>
            </Box>
            {mayChange ? (
              <Stack spacing={1}>
                <TextInput
                  source="note"
                  label="Note"
                  helperText="Why you change it: shown in the versions list and the audit trail"
                  validate={required()}
                  fullWidth
                />
                <Box>
                  <SaveButton label="Save" alwaysEnable />
                </Box>
              </Stack>
            ) : (
              <Alert severity="info">
                Your role reads the remote config. Changing it is for {rolesAllowed("remote-config.change")}{" "}
                only.
              </Alert>
            )}
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
