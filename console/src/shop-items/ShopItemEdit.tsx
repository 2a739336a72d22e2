import { DeleteButton, Edit, SaveButton, Toolbar, useRecordContext } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { ShopItemForm } from "./ShopItemForm";

/**
 * Delete (undoable for a few seconds) only shows for items nobody bought; the API
 * refuses the rest anyway (retire them).
 */
function EditToolbar() {
  const record = useRecordContext<{ timesBought: number }>();
  return (
    <Toolbar sx={{ justifyContent: "space-between" }}>
      <SaveButton />
      {record && record.timesBought === 0 ? <DeleteButton mutationMode="undoable" /> : null}
    </Toolbar>
  );
}

export function ShopItemEdit() {
  return (
    <Edit mutationMode="pessimistic" mutationOptions={useSavedNotice("edit")}>
      <ShopItemForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
