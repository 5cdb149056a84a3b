import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The file in DATA_DIR that holds the generated secret (docs/decisions/0032-abuse-hardening.md). */
export const SECRET_FILE_NAME = "auth-secret";
const SECRET_BYTES = 48;
const MIN_SECRET_LENGTH = 32;

export interface ProductionSecret {
  secret: string;
  file: string;
  /** True when this start generated it (main.ts says so in the log). */
  created: boolean;
}

/**
 * Production without AUTH_SECRET: the secret this installation generated on its first start, kept in
 * DATA_DIR readable by its owner only. Sessions, QR tickets and upload links are signed with it, so a
 * restart must find the same one; a start that can neither read nor write it must not fall back to a
 * secret anyone can read in our repository, so it throws and the server does not start.
 */
export function productionSecret(dataDir: string): ProductionSecret {
  const file = path.resolve(dataDir, SECRET_FILE_NAME);
  const existing = readExisting(file);
  if (existing !== null) return { secret: existing, file, created: false };
  const secret = randomBytes(SECRET_BYTES).toString("base64url");
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    // "wx": two processes starting at once on one DATA_DIR must not each write their own.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    chmodSync(file, 0o600); // the mode above is subject to the umask; owner-only whatever it is
  } catch (err) {
    const raced = (err as NodeJS.ErrnoException).code === "EEXIST" ? readExisting(file) : null;
    if (raced !== null) return { secret: raced, file, created: false };
    throw new Error(`AUTH_SECRET is unset and the generated secret cannot be written to ${file} (${(err as Error).message}); set AUTH_SECRET (32+ characters) or make DATA_DIR writable`, { cause: err });
  }
  return { secret, file, created: true };
}

function readExisting(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new Error(`AUTH_SECRET is unset and ${file} cannot be read (${(err as Error).message})`, { cause: err });
  }
  if (text.length < MIN_SECRET_LENGTH) throw new Error(`${file} holds no usable secret (fewer than ${MIN_SECRET_LENGTH} characters); delete it or set AUTH_SECRET`);
  return text;
}
