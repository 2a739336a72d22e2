// Staff pass their second factor (docs/decisions/131) through the real routes,
// with a real TOTP generator (otpauth) computing each code from the secret.
import * as OTPAuth from "otpauth";
import type { Browser } from "./auth.ts";

/** The code of `secret` (base32, spaces allowed) at `timestamp` (default: now). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new OTPAuth.TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret.replace(/\s/g, "")),
  }).generate({ timestamp });
}

export interface EnrolledFactor {
  secret: string;
  recoveryCodes: string[];
}

async function postJson(browser: Browser, url: string, body?: unknown): Promise<Response> {
  return browser.fetch(url, {
    method: "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Sets up a second factor for the signed-in staff member of `browser` and confirms it (this session passes). */
export async function enrolSecondFactor(url: string, browser: Browser): Promise<EnrolledFactor> {
  const setup = await postJson(browser, `${url}/api/admin/me/second-factor/setup`);
  if (setup.status !== 200) throw new Error(`second factor set-up: ${setup.status} ${await setup.text()}`);
  const { secret } = (await setup.json()) as { secret: string };
  const confirm = await postJson(browser, `${url}/api/admin/me/second-factor/setup/confirm`, {
    code: totpCode(secret),
  });
  if (confirm.status !== 200)
    throw new Error(`second factor confirm: ${confirm.status} ${await confirm.text()}`);
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
  return { secret: secret.replace(/\s/g, ""), recoveryCodes };
}

/** Passes an enrolled factor in this session with a code (the next step's if this one's was taken). */
export async function verifySecondFactor(url: string, browser: Browser, secret: string): Promise<Response> {
  const now = Date.now();
  let response = await postJson(browser, `${url}/api/admin/me/second-factor/verify`, {
    code: totpCode(secret, now),
  });
  if (response.status === 400) {
    response = await postJson(browser, `${url}/api/admin/me/second-factor/verify`, {
      code: totpCode(secret, now + 30_000),
    });
  }
  return response;
}
