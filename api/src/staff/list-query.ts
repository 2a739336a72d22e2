// What every staff list takes: who asks, the console's filter, the sort and the page.
// http/admin-list.ts reads them from react-admin's query; db/list-page.ts pages by them.
import type { Actor } from "../audit/staff-action.ts";

export interface StaffListQuery<Filter, Field extends string> {
  actor: Actor;
  filter: Filter;
  sort: { field: Field; order: "ASC" | "DESC" };
  skip: number;
  take: number;
}
