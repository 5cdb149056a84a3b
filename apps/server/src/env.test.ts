import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";
import { SECRET_FILE_NAME } from "./lib/production-secret.ts";

const DEVELOPMENT_SECRET = "commons-development-secret-change-me-0123456789";
const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "commons-env-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Issue 26 item 5: production without AUTH_SECRET signed sessions with the development secret, silently.
describe("the auth secret", () => {
  it("production without AUTH_SECRET generates a strong secret in DATA_DIR (0600) and reuses it on the next start", () => {
    const dataDir = path.join(tempDir(), "data"); // not there yet: the first start makes it
    const first = loadEnv({ NODE_ENV: "production", DATA_DIR: dataDir });
    expect(first.authSecret).not.toBe(DEVELOPMENT_SECRET);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(64);
    const file = path.join(dataDir, SECRET_FILE_NAME);
    expect(first.generatedSecret).toEqual({ file, created: true });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first.authSecret);

    const second = loadEnv({ NODE_ENV: "production", DATA_DIR: dataDir });
    expect(second.authSecret).toBe(first.authSecret);
    expect(second.generatedSecret).toEqual({ file, created: false });
    // Another installation gets another secret.
    expect(loadEnv({ NODE_ENV: "production", DATA_DIR: tempDir() }).authSecret).not.toBe(first.authSecret);
  });

  it("production refuses to start when the secret cannot be written", () => {
    const notADir = path.join(tempDir(), "a-file");
    writeFileSync(notADir, "x");
    expect(() => loadEnv({ NODE_ENV: "production", DATA_DIR: path.join(notADir, "data") })).toThrow(/AUTH_SECRET is unset/);
  });

  it("production refuses a secret file too short to be a secret", () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, SECRET_FILE_NAME), "short\n");
    expect(() => loadEnv({ NODE_ENV: "production", DATA_DIR: dataDir })).toThrow(/no usable secret/);
  });

  it("a set AUTH_SECRET wins and nothing is written; development keeps its fixed fallback", () => {
    const dataDir = tempDir();
    const secret = "operator-chosen-secret-0123456789-abcdef";
    expect(loadEnv({ NODE_ENV: "production", DATA_DIR: dataDir, AUTH_SECRET: secret, PUBLIC_URL: "https://commons.example" }).authSecret).toBe(secret);
    const dev = loadEnv({ NODE_ENV: "development", DATA_DIR: dataDir });
    expect(dev.authSecret).toBe(DEVELOPMENT_SECRET);
    expect(dev.generatedSecret).toBeUndefined();
    expect(existsSync(path.join(dataDir, SECRET_FILE_NAME))).toBe(false);
  });
});
