// The console's first and only eager script, a few KiB with no react-admin: the
// sign-in page is index.html's own markup, painted before any script runs. This
// asks whether a staff member is signed in: if so it loads the console (boot.tsx);
// if not it shows the form and signs in through the same authProvider the console
// uses, then loads the console at the address that was asked for. While the form
// is open the browser fetches the console's files at idle, so signing in is quick.
import { staffSignInState } from "./auth-provider";
import { runSecondFactorStep } from "./second-factor-step";
import { runSignInForm } from "./sign-in";

const container = document.getElementById("root");
if (!container) throw new Error("console/index.html has no #root element");
const root = container;

async function openConsole() {
  // A bookmarked sign-in address opens the dashboard once signed in.
  if (/^\/console\/login\/?$/.test(window.location.pathname))
    window.history.replaceState(null, "", "/console/");
  const { mountConsole } = await import("./boot");
  mountConsole(root);
}

void staffSignInState().then((state) => {
  if (state === "ready") return openConsole();
  // Signed in (by password, or through Google or Discord on the game's site) but not past the second factor.
  if (state === "needed" || state === "setup_needed") return runSecondFactorStep(state, openConsole);
  return runSignInForm(openConsole);
});
