// `npm install && npm start` must work on every platform the project supports.
// A package that ships its native code as per-platform optional packages
// (esbuild, rollup, biome, argon2 …) installs on a platform only if the lock
// file lists that platform's build: npm installs from the lock and does not go
// looking for entries it lacks ("Cannot find native binding" at start).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { repoRoot } from "../../api/src/db/schema-engine.ts";

const platforms = [
  { os: "linux", cpu: "x64", libc: "glibc" },
  { os: "linux", cpu: "arm64", libc: "glibc" },
  { os: "darwin", cpu: "x64" },
  { os: "darwin", cpu: "arm64" },
  { os: "win32", cpu: "x64" },
] as const;
type Platform = (typeof platforms)[number];

const LockEntrySchema = z.object({
  os: z.array(z.string()).optional(),
  cpu: z.array(z.string()).optional(),
  libc: z.array(z.string()).optional(),
  optionalDependencies: z.record(z.string(), z.string()).optional(),
});
type LockEntry = z.infer<typeof LockEntrySchema>;
const LockSchema = z.object({ packages: z.record(z.string(), LockEntrySchema) });

const lock = LockSchema.parse(JSON.parse(readFileSync(path.join(repoRoot, "package-lock.json"), "utf8")));

/** The entry Node would load for `name` from the package at `from` (nested first, then up the tree). */
function resolveEntry(from: string, name: string): LockEntry | undefined {
  let dir = from;
  for (;;) {
    const entry = lock.packages[`${dir ? `${dir}/` : ""}node_modules/${name}`];
    if (entry) return entry;
    if (dir === "") return undefined;
    const parent = dir.lastIndexOf("/node_modules/");
    dir = parent === -1 ? "" : dir.slice(0, parent);
  }
}

function runsOn(entry: LockEntry, platform: Platform): boolean {
  const allows = (list: string[] | undefined, value: string) =>
    !list || (list.includes(value) && !list.includes(`!${value}`));
  return (
    allows(entry.os, platform.os) &&
    allows(entry.cpu, platform.cpu) &&
    (!("libc" in platform) || !entry.libc || entry.libc.includes(platform.libc))
  );
}

// A package whose optional dependencies are named after platforms ships its
// native code that way; one optional platform-only feature (fsevents) is not that.
const platformName = /(darwin|linux|win32|windows)/;
const nativeFamilies = Object.entries(lock.packages).flatMap(([location, entry]) => {
  const optional = Object.keys(entry.optionalDependencies ?? {}).filter((name) => platformName.test(name));
  return optional.length >= 2 && location !== "" ? [{ location, optional }] : [];
});

describe("package-lock.json has every supported platform's native builds", () => {
  it("finds the native packages (esbuild, rollup, biome, argon2)", () => {
    const names = nativeFamilies.map((family) => family.location.split("node_modules/").pop());
    expect(names).toEqual(expect.arrayContaining(["esbuild", "rollup", "@biomejs/biome", "@node-rs/argon2"]));
  });

  it.each(nativeFamilies)("$location installs on linux, macOS and Windows, x64 and arm64", (family) => {
    const missing = platforms
      .filter(
        (platform) =>
          !family.optional.some((name) => {
            const entry = resolveEntry(family.location, name);
            return entry !== undefined && runsOn(entry, platform);
          }),
      )
      .map((platform) => `${platform.os}-${platform.cpu}`);
    expect(missing).toEqual([]);
  });
});
