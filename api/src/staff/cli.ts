// `npm run staff -- <e-mail> <role>` gives an existing account (signed up in
// the game) a role: admin, liveops, analyst, or player to take it away. It is
// how a production deployment, which never has the demo accounts, gets its
// first admin. With the embedded database, stop the server first.
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { loadDotenv } from "../config/dotenv.ts";
import { loadEnv } from "../config/env.ts";
import { DatabaseInUseError } from "../db/pglite-lock.ts";
import { databaseOptionsFromEnv, openDatabase } from "../db.ts";
import { AppError } from "../errors.ts";
import { SetRoleFromCommandLineSchema, setRoleFromCommandLine } from "./set-role-from-command-line.ts";

const usage = "usage: npm run staff -- <e-mail> <admin|liveops|analyst|player>";

async function main(argv: string[]): Promise<number> {
  const [email, role, ...rest] = argv;
  const parsed = SetRoleFromCommandLineSchema.safeParse({ email, role });
  if (!parsed.success || rest.length > 0) {
    console.error(parsed.success ? usage : `${usage}\n${z.prettifyError(parsed.error)}`);
    return 2;
  }
  loadDotenv();
  const database = await openDatabase(databaseOptionsFromEnv(loadEnv()));
  try {
    const staff = await setRoleFromCommandLine({ db: database.prisma }, parsed.data);
    console.log(`${staff.email} is now ${staff.role} (${database.description}).`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = Object.values((error.details?.fields as Record<string, string> | undefined) ?? {});
    console.error([error.message, ...fields].join(" "));
    return 2;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    return 2;
  });
}
