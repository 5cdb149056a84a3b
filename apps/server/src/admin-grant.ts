import { createDatabase } from "./db/client.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./lib/logger.ts";
import { setSiteAdmin } from "./modules/levels/site-admin.ts";

// `npm run -w @commons/server admin:grant -- someone@example.com [--revoke]`: makes an account a community
// admin, or ends the role (docs/decisions/0041-site-admins.md). It reads the same DATABASE_URL / DATA_DIR as
// the server; with the embedded database (PGlite, one process at a time) stop the server first.

async function main(args: string[]): Promise<number> {
  const revoke = args.includes("--revoke");
  const emails = args.filter((a) => !a.startsWith("--"));
  if (emails.length !== 1) {
    console.error("usage: admin:grant -- <email> [--revoke]");
    return 2;
  }
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL);
  const database = createDatabase({ url: env.DATABASE_URL, dataDir: `${env.DATA_DIR}/pglite`, log });
  try {
    await database.migrate();
    const user = await setSiteAdmin(database.db, emails[0]!, !revoke);
    if (!user) {
      console.error(`no account with the email ${emails[0]}`);
      return 1;
    }
    console.info(`${user.name} (${user.id}) ${revoke ? "is no longer" : "is now"} a community admin`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
