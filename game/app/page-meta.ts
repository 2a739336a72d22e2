// Every page's title and description (search results and link previews show
// the description): one shape for all the routes' meta functions.
import type { MetaDescriptor } from "@remix-run/node";

export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: `${title} · Monster Arena` }, { name: "description", content: description }];
}
