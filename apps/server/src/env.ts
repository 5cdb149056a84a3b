import { z } from "zod";
import { productionSecret } from "./lib/production-secret.ts";

// The one place that reads process.env (design: "Read process.env in exactly one env.ts per app").
const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "on", "off"])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === "true" || v === "1" || v === "on"));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  // Connections this process keeps to PostgreSQL (ignored with PGlite). More let more statements share
  // one WAL flush under bursts (the flash-sale benchmark runs 40); mind PostgreSQL's max_connections.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  DATA_DIR: z.string().default("./data"),
  REDIS_URL: z.string().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  SEED: bool(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  MAIL_DRIVER: z.enum(["outbox", "smtp"]).default("outbox"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Commons <no-reply@commons.local>"),
  SMS_DRIVER: z.enum(["outbox", "http"]).default("outbox"),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  // Uploads (modules/uploads). Signed upload links are HMACed with this; unset, a key derived from the auth secret.
  UPLOAD_SIGNING_SECRET: z.string().min(32).optional(),
  // The S3-compatible driver (STORAGE_DRIVER=s3): AWS S3, MinIO, R2, OSS/COS in S3 mode.
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Where readers fetch stored files (a CDN or the bucket's public URL); objects are `<S3_PUBLIC_URL>/<key>`.
  S3_PUBLIC_URL: z.string().url().optional(),
  // Path-style (`<endpoint>/<bucket>/<key>`) suits MinIO and most S3-compatibles; false for virtual-hosted.
  S3_FORCE_PATH_STYLE: bool(true),
  // Threads that draw certificate downloads (ADR 0039). Unset: one per core less one, at most two; they yield to
  // the request thread, so two on two cores keep event reads fast and double the downloads a second.
  CERTIFICATE_RENDER_WORKERS: z.coerce.number().int().min(1).max(8).optional(),
  RATE_LIMIT: z.enum(["on", "off"]).default("on"),
  // How long a process may answer a signed-in request's session from memory (ADR 0045); 0 reads it every time.
  // Sign-out and the like drop it at once here, and in other processes through Redis when REDIS_URL is set.
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(10),
  TRUSTED_PROXY: bool(false),
  WEB_DIST: z.string().optional(),
  // Only the test harness reads this: run the server suite against a real PostgreSQL too.
  TEST_DATABASE_URL: z.string().optional(),
});

export type Env = z.infer<typeof schema> & {
  publicUrl: string;
  authSecret: string;
  /** Production without AUTH_SECRET: where its generated secret lives, and whether this start made it. */
  generatedSecret?: { file: string; created: boolean };
};

// Known to everyone who reads this repository: development and tests only, never production.
const DEVELOPMENT_SECRET = "commons-development-secret-change-me-0123456789";

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const base = { ...env, publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
  if (env.AUTH_SECRET) return { ...base, authSecret: env.AUTH_SECRET };
  if (env.NODE_ENV === "production") {
    // docs/decisions/0032-abuse-hardening.md: generated once, kept in DATA_DIR (0600), reused after.
    const { secret, file, created } = productionSecret(env.DATA_DIR);
    return { ...base, authSecret: secret, generatedSecret: { file, created } };
  }
  // A fixed development secret keeps local sessions valid across restarts.
  return { ...base, authSecret: DEVELOPMENT_SECRET };
}
