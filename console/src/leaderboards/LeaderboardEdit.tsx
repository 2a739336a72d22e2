import { Edit, FunctionField, Labeled, required, SelectInput, SimpleForm } from "react-admin";
import { periodicityLabel, statLabel } from "../format/labels";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { operatorChoices, operatorHelp } from "./choices";

type Board = { type: string; periodicity: string };

/** A board's type and periodicity are its identity (scores are submitted by them): only the operator changes. */
export function LeaderboardEdit() {
  return (
    <Edit mutationMode="pessimistic" mutationOptions={useSavedNotice("show")}>
      <SimpleForm>
        <Labeled label="Ranked stat">
          <FunctionField<Board> source="type" render={(board) => statLabel(board.type)} />
        </Labeled>
        <Labeled label="Periodicity">
          <FunctionField<Board>
            source="periodicity"
            render={(board) => periodicityLabel(board.periodicity)}
          />
        </Labeled>
        <SelectInput
          source="operator"
          choices={operatorChoices}
          validate={required()}
          helperText={operatorHelp}
        />
      </SimpleForm>
    </Edit>
  );
}
