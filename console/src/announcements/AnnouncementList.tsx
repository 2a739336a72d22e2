import { TextField } from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { SentList, type SentRow } from "../messages/recipients";

interface AnnouncementRow extends SentRow {
  title: string;
  body: string;
}

const exportColumns: ExportColumn<AnnouncementRow>[] = [
  { header: "Title", value: (row) => row.title },
  { header: "Text", value: (row) => row.body },
];

/** The sent announcements, newest first. */
export function AnnouncementList() {
  return (
    <SentList
      title="Announcements"
      createLabel="Announce"
      sendPermission="announcements.send"
      exportColumns={exportColumns}
      fileName="announcements"
    >
      <TextField source="title" sortable={false} />
      <TextField source="body" label="Text" sortable={false} emptyText="—" />
    </SentList>
  );
}
