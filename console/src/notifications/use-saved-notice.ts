// The one way a console form says it saved: "Promo code SPRING saved", with
// the resource's name (i18n-provider.ts) and the record's own name, then goes
// where the form's redirect says (react-admin's own notice, "Element
// created", said neither). Passed to a Create or Edit as mutationOptions.
import {
  type RaRecord,
  type RedirectionSideEffect,
  useGetRecordRepresentation,
  useGetResourceLabel,
  useNotify,
  useRedirect,
  useResourceContext,
} from "react-admin";

/** "Promo code SPRING saved": the resource's singular name, then the record's name. */
export function savedMessage(resourceLabel: string, recordName: string): string {
  return `${resourceLabel} ${recordName} saved`.replace(/\s+/g, " ");
}

/**
 * `say` words the notice when "saved" says too little (a role change says the
 * new role); by default "<Resource> <name> saved".
 */
export function useSavedNotice(
  redirectTo: RedirectionSideEffect,
  say?: (record: RaRecord, name: string) => string,
) {
  const resource = useResourceContext() ?? "";
  const notify = useNotify();
  const redirect = useRedirect();
  const label = useGetResourceLabel()(resource, 1);
  const represent = useGetRecordRepresentation(resource);
  return {
    onSuccess: (record: RaRecord) => {
      const shown = represent(record);
      const name =
        typeof record.name === "string"
          ? record.name
          : typeof shown === "string" || typeof shown === "number"
            ? String(shown)
            : `#${record.id}`;
      notify(say ? say(record, name) : savedMessage(label, name), { type: "success" });
      redirect(redirectTo, resource, record.id, record);
    },
  };
}
