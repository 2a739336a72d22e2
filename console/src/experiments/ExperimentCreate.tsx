// A new experiment, as a draft: nothing is served until it is started from its page.
import { Create } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { type ExperimentFormValues, ExperimentSimpleForm, experimentTerms } from "./experiment-form";
import { useConfigRegistry } from "./use-config-registry";

export function ExperimentCreate() {
  const { registry } = useConfigRegistry();
  return (
    <Create
      title="New experiment"
      redirect="show"
      mutationOptions={useSavedNotice("show")}
      transform={(values: ExperimentFormValues) =>
        experimentTerms(values, registry?.keys ?? [], { withKey: true })
      }
    >
      <ExperimentSimpleForm registry={registry} create />
    </Create>
  );
}
