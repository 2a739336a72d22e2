// A second factor's shared secret is kept encrypted (AES-256-GCM) under a key
// that HKDF derives from AUTH_SECRET with a salt of its own, so a copy of the
// database alone cannot make codes. Stored as "v1.<iv>.<tag>.<ciphertext>" (base64url).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const salt = "arena.staff-second-factor";
const keys = new Map<string, Buffer>();

function keyOf(authSecret: string): Buffer {
  let key = keys.get(authSecret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", authSecret, salt, "Monster Arena second factor secret", 32));
    keys.set(authSecret, key);
  }
  return key;
}

export function sealSecret(authSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(authSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function openSecret(authSecret: string, stored: string): string {
  const [version, iv, tag, sealed] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !sealed) throw new Error("unreadable second factor secret");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(authSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString(
    "utf8",
  );
}
