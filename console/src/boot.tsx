// The console itself (react-admin, Material UI, the screens), loaded by main.ts once
// a staff member is signed in: the sign-in page never downloads it (docs/decisions/108).
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";

/** Replaces the sign-in page in `container` with the console. */
export function mountConsole(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
