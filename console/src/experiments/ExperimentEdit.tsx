// Changing an experiment (pessimistically, so the API's field errors show in
// place): a draft anything but its key; once started only its name and hypothesis.
import { Edit } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { type ExperimentFormValues, ExperimentSimpleForm, experimentTerms } from "./experiment-form";
import { useConfigRegistry } from "./use-config-registry";

export function ExperimentEdit() {
  const { registry } = useConfigRegistry();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={useSavedNotice("show")}
      transform={(values: ExperimentFormValues) =>
        experimentTerms(values, registry?.keys ?? [], { withKey: false })
      }
    >
      <ExperimentSimpleForm registry={registry} create={false} />
    </Edit>
  );
}
