// The second factor's steps on the sign-in page (docs/decisions/131), without
// react-admin like the form before them (sign-in.ts): a code from the app, or
// a recovery code; or, for a staff member who must and has none, the set-up
// (a QR code and the secret to type, a first code) and then the recovery codes,
// shown once with Copy and Download. Passing re-issues the session cookie.
import { signOutOfConsole } from "./auth-provider";

const api = "/api/admin/me/second-factor";

const byId = <Element extends HTMLElement>(id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`console/index.html has no #${id}`);
  return element as Element;
};

/** The API's message for a refusal: the field's when it names one. */
async function refusalOf(response: Response): Promise<string> {
  if (response.status === 429) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    return body?.error?.message ?? "Too many attempts. Wait a few minutes and try again.";
  }
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string; details?: { fields?: Record<string, string> } };
  } | null;
  const fields = body?.error?.details?.fields;
  return (fields && Object.values(fields)[0]) ?? body?.error?.message ?? "That did not work. Try again.";
}

function postJson(path: string, body?: unknown): Promise<Response> {
  return fetch(`${api}${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body ?? {}),
  });
}

export function runSecondFactorStep(step: "needed" | "setup_needed", openConsole: () => Promise<void>) {
  const section = byId("second-factor");
  const error = byId("second-factor-error");
  const codeForm = byId<HTMLFormElement>("second-factor-code-form");
  const recoveryForm = byId<HTMLFormElement>("second-factor-recovery-form");
  const setupForm = byId<HTMLFormElement>("second-factor-setup-form");
  const saved = byId("second-factor-saved-codes");
  const status = byId("sign-in-status");
  const forms = [codeForm, recoveryForm, setupForm];

  const show = (shown: HTMLElement | null, focus?: HTMLElement) => {
    for (const part of [...forms, saved]) part.hidden = part !== shown;
    focus?.focus();
  };
  const done = async () => {
    section.hidden = true;
    status.textContent = "Signed in. Opening the console…";
    status.hidden = false;
    await openConsole();
  };
  /** Sends a form's answer; on a refusal says why and keeps the form open. */
  const submitting = (form: HTMLFormElement, send: () => Promise<boolean>) =>
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      error.textContent = "";
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
      button?.setAttribute("disabled", "");
      form.setAttribute("aria-busy", "true");
      try {
        if (await send()) return;
      } catch {
        error.textContent = "The server could not be reached. Try again.";
      } finally {
        button?.removeAttribute("disabled");
        form.removeAttribute("aria-busy");
      }
      form.querySelector<HTMLInputElement>("input")?.select();
    });

  status.hidden = true;
  byId("sign-in-form").hidden = true;
  section.hidden = false;

  const code = byId<HTMLInputElement>("second-factor-code");
  const recovery = byId<HTMLInputElement>("second-factor-recovery");
  submitting(codeForm, async () => {
    if (!/^\d{6}$/.test(code.value.replace(/\s/g, ""))) {
      error.textContent = "Enter the 6 digits your authenticator app shows.";
      return false;
    }
    const response = await postJson("/verify", { code: code.value });
    if (!response.ok) {
      error.textContent = await refusalOf(response);
      return false;
    }
    await done();
    return true;
  });
  submitting(recoveryForm, async () => {
    if (!recovery.value.trim()) {
      error.textContent = "Enter one of your recovery codes.";
      return false;
    }
    const response = await postJson("/verify", { recoveryCode: recovery.value });
    if (!response.ok) {
      error.textContent = await refusalOf(response);
      return false;
    }
    await done();
    return true;
  });
  byId("second-factor-use-recovery").addEventListener("click", () => show(recoveryForm, recovery));
  byId("second-factor-use-code").addEventListener("click", () => show(codeForm, code));
  byId("second-factor-sign-out").addEventListener("click", () => void signOutOfConsole());

  const setupCode = byId<HTMLInputElement>("second-factor-setup-code");
  submitting(setupForm, async () => {
    if (!/^\d{6}$/.test(setupCode.value.replace(/\s/g, ""))) {
      error.textContent = "Enter the 6 digits your authenticator app shows.";
      return false;
    }
    const response = await postJson("/setup/confirm", { code: setupCode.value });
    if (!response.ok) {
      error.textContent = await refusalOf(response);
      return false;
    }
    const { recoveryCodes } = (await response.json()) as { recoveryCodes: string[] };
    showRecoveryCodes(recoveryCodes, done);
    show(saved, byId("second-factor-copy"));
    return true;
  });

  if (step === "needed") {
    show(codeForm, code);
    return;
  }
  void startSetup().then(
    () => show(setupForm, setupCode),
    (failure: Error) => {
      error.textContent = failure.message;
    },
  );
}

/** A new secret from the server: its QR code (SVG made by the server) and the secret to type. */
async function startSetup(): Promise<void> {
  const response = await postJson("/setup");
  if (!response.ok) throw new Error(await refusalOf(response));
  const setup = (await response.json()) as { qrCodeSvg: string; secret: string };
  byId<HTMLImageElement>("second-factor-qr").src =
    `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`;
  byId("second-factor-secret").textContent = setup.secret;
}

function showRecoveryCodes(codes: string[], done: () => Promise<void>) {
  const list = byId("second-factor-codes");
  list.replaceChildren(
    ...codes.map((code) => {
      const item = document.createElement("li");
      item.textContent = code;
      return item;
    }),
  );
  const text = `Monster Arena LiveOps recovery codes (each works once)\n\n${codes.join("\n")}\n`;
  const copied = byId("second-factor-copied");
  byId("second-factor-copy").addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(text);
      copied.textContent = "Copied.";
    } catch {
      copied.textContent = "Copying is not allowed here: select the codes and copy them, or download them.";
    }
  });
  byId("second-factor-download").addEventListener("click", () => {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    link.download = "monster-arena-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
    copied.textContent = "Downloaded.";
  });
  byId("second-factor-done").addEventListener("click", () => void done());
}
