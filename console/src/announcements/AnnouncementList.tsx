import { TextField } from "react-admin";
import { SentList } from "../messages/recipients";

/** The sent announcements, newest first. */
export function AnnouncementList() {
  return (
    <SentList title="Announcements" createLabel="Announce">
      <TextField source="title" sortable={false} />
      <TextField source="body" label="Text" sortable={false} emptyText="—" />
    </SentList>
  );
}
