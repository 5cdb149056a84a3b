import pg from "pg";

// A scratch PostgreSQL database per scenario, dropped when it is done, so runs never see each other's rows.
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function onAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates database `name` on the bench's server; `url` reaches it, `drop` removes it (connections and all). */
export async function benchDatabase(name: string): Promise<{ url: URL; drop: () => Promise<void> }> {
  await onAdmin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url, drop: () => onAdmin(`drop database if exists ${name} with (force)`) };
}
