// Each screen loads with its first visit, in its own chunk: the sign-in page and
// the first screen download react-admin and Material UI, and no screen they do not
// show. react-admin's <Layout> renders every page inside <Suspense> (its <Loading />
// while a screen's chunk arrives), so a lazy screen needs no wrapper of its own.
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** React.lazy for a screen exported by name, as every console screen is. */
export function lazyScreen<Name extends string, Screen extends ComponentType>(
  load: () => Promise<Record<Name, Screen>>,
  name: Name,
): LazyExoticComponent<Screen> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
