import { serve } from "@hono/node-server";
import path from "node:path";
import { createApp } from "./app.ts";
import { buildDeps } from "./build-deps.ts";
import { createDatabase } from "./db/client.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./lib/logger.ts";
import { seedDemoContent } from "./seed/seed.ts";
import { serverDir } from "./server-dir.ts";
import { renderEventHead } from "./modules/events/event-head.ts";
import { renderCertificateHead } from "./modules/certificates/certificate-head.ts";
import { pageExists } from "./web/page-exists.ts";
import { syncVolunteerCatalogue } from "./modules/volunteers/volunteer-catalogue-sync.ts";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL);
  if (env.generatedSecret?.created) log.warn({ file: env.generatedSecret.file }, "AUTH_SECRET is unset: generated a secret and saved it (owner-only) for the next starts");
  else if (env.generatedSecret) log.info({ file: env.generatedSecret.file }, "AUTH_SECRET is unset: using the secret generated on the first start");
  const database = createDatabase({ url: env.DATABASE_URL, dataDir: `${env.DATA_DIR}/pglite`, poolSize: env.DATABASE_POOL_SIZE, log });
  await database.migrate();
  log.info({ database: database.kind }, "migrations applied");
  // Reference data every installation has (not demo content): the volunteer base-role catalogue.
  await syncVolunteerCatalogue(database.db);
  if (env.SEED) await seedDemoContent(database.db, log);

  const deps = buildDeps(env, database, log);
  const distDir = env.WEB_DIST ?? path.join(serverDir, "..", "web", "dist");
  const app = createApp(deps, { distDir, renderHead: renderCertificateHead(deps, renderEventHead(deps)), pageExists: pageExists(deps), log });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log.info({ port: info.port, url: env.publicUrl }, "Commons is listening");
  });
  deps.messages.start();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: finishing open requests");
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await deps.close();
      await database.close();
      log.info("stopped");
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
