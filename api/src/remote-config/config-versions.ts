// The saved versions of the remote config, as the console lists them: who saved
// each one and when, its note, the version it restored, whether it is live, and
// what it changed from the version before it, in words (config-changes.ts). A
// page costs three queries: the rows with their previous documents, the people,
// the audiences they name.
import { z } from "zod";
import { type Person, peopleByIds, personOf } from "../audit/people.ts";
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { idsIn } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import { type AudienceNames, audienceIdsOf, describeChanges } from "./config-changes.ts";
import { type ConfigDocument, storedDocument } from "./config-values.ts";

export const configVersionSortFields = ["id", "createdAt"] as const;

/** getMany's ids (a version's "restored from" link), nothing else. */
export const ConfigVersionFilterSchema = z.strictObject({
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});

export interface ConfigVersionRow {
  id: number;
  note: string;
  createdAt: Date;
  createdBy: Person | null;
  restoredFromId: number | null;
  /** The live version is the newest one. */
  isLive: boolean;
  /** What this version changed from the one before it, in words; the first is compared with the defaults. */
  changes: string[];
}

export interface ConfigVersionDetail extends ConfigVersionRow {
  document: {
    values: ConfigDocument["values"];
    audiences: { audienceId: number; audienceName: string | null; values: ConfigDocument["values"] }[];
  };
}

const empty: ConfigDocument = { values: {}, audiences: [] };

interface Loaded {
  id: number;
  note: string;
  createdAt: Date;
  createdById: string | null;
  restoredFromId: number | null;
  document: ConfigDocument;
  previous: ConfigDocument;
}

/** The versions with these ids, each with the document of the version before it (one statement). */
async function loadVersions(db: Db, ids: number[]): Promise<Map<number, Loaded>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<
    {
      id: number;
      note: string;
      createdAt: Date;
      createdById: string | null;
      restoredFromId: number | null;
      document: unknown;
      previous: unknown;
    }[]
  >`
    SELECT v.id, v.note, v."createdAt", v."createdById"::text AS "createdById", v."restoredFromId",
           v.document, p.document AS previous
    FROM "ConfigVersion" v
    LEFT JOIN LATERAL (
      SELECT document FROM "ConfigVersion" b WHERE b.id < v.id ORDER BY b.id DESC LIMIT 1
    ) p ON true
    WHERE v.id = ANY(${ids}::int[])`;
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        note: row.note,
        createdAt: row.createdAt,
        createdById: row.createdById,
        restoredFromId: row.restoredFromId,
        document: storedDocument(row.document),
        previous: row.previous === null ? empty : storedDocument(row.previous),
      },
    ]),
  );
}

/** The names of the audiences these documents name (deleted ones are absent). */
export async function audienceNamesOf(db: Db, documents: ConfigDocument[]): Promise<AudienceNames> {
  const ids = [...new Set(documents.flatMap(audienceIdsOf))];
  if (ids.length === 0) return new Map();
  const audiences = await db.audience.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true },
  });
  return new Map(audiences.map((audience) => [audience.id, audience.name]));
}

async function liveVersionId(db: Db): Promise<number> {
  const live = await db.configVersion.findFirst({ orderBy: { id: "desc" }, select: { id: true } });
  return live?.id ?? 0;
}

/** The rows of these versions, in the order of `ids`, with people and changes in words. */
async function versionRows(
  deps: Pick<AppDeps, "db">,
  viewer: Actor,
  ids: number[],
): Promise<{ rows: (ConfigVersionRow & { document: ConfigDocument })[]; names: AudienceNames }> {
  const [loaded, liveId] = await Promise.all([loadVersions(deps.db, ids), liveVersionId(deps.db)]);
  const versions = ids.flatMap((id) => {
    const version = loaded.get(id);
    return version ? [version] : [];
  });
  const [people, names] = await Promise.all([
    peopleByIds(
      deps.db,
      viewer,
      versions.map((version) => version.createdById),
    ),
    audienceNamesOf(
      deps.db,
      versions.flatMap((version) => [version.document, version.previous]),
    ),
  ]);
  return {
    names,
    rows: versions.map((version) => ({
      id: version.id,
      note: version.note,
      createdAt: version.createdAt,
      createdBy: personOf(people, version.createdById),
      restoredFromId: version.restoredFromId,
      isLive: version.id === liveId,
      changes: describeChanges(version.previous, version.document, names),
      document: version.document,
    })),
  };
}

/** A page of versions, newest first by default, with the total for Content-Range. */
export async function listConfigVersions(
  deps: Pick<AppDeps, "db">,
  input: {
    actor: Actor;
    filter: z.output<typeof ConfigVersionFilterSchema>;
    sort: { field: (typeof configVersionSortFields)[number]; order: "ASC" | "DESC" };
    skip: number;
    take: number;
  },
): Promise<{ rows: ConfigVersionRow[]; total: number }> {
  const where: Prisma.ConfigVersionWhereInput = { id: idsIn(input.filter.id) };
  const order = input.sort.order === "ASC" ? "asc" : "desc";
  // Ids grow with createdAt: both sorts are the id's order.
  const [page, total] = await Promise.all([
    deps.db.configVersion.findMany({
      where,
      orderBy: { id: order },
      skip: input.skip,
      take: input.take,
      select: { id: true },
    }),
    deps.db.configVersion.count({ where }),
  ]);
  const { rows } = await versionRows(
    deps,
    input.actor,
    page.map((row) => row.id),
  );
  return { rows: rows.map(({ document: _document, ...row }) => row), total };
}

/** One version with its document (audiences by name) and what it changed. */
export async function getConfigVersion(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number },
): Promise<ConfigVersionDetail> {
  const { rows, names } = await versionRows(deps, input.actor, [input.id]);
  const [row] = rows;
  if (!row) throw new AppError("not_found", `There is no version ${input.id} of the remote config.`);
  return {
    ...row,
    document: {
      values: row.document.values,
      audiences: row.document.audiences.map((override) => ({
        ...override,
        audienceName: names.get(override.audienceId) ?? null,
      })),
    },
  };
}
