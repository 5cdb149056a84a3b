// The server's test apps hash passwords with this instead of better-auth's scrypt (ADR 0047). A scrypt hash or
// check costs about 0.15 CPU-seconds, and the suite signs up and in some 1,750 times a pass: a third of its CPU.
// This one is still a salted hash that refuses a wrong password; it is only fast. Nothing outside the tests
// imports it (password-hashing.test.ts checks), so production always hashes with scrypt.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { verifyPassword } from "better-auth/crypto";
import type { PasswordHashing } from "../modules/auth/auth.ts";

/** What a stored hash of this kind starts with: tests tell it from a scrypt one by it. */
export const TEST_HASH_PREFIX = "test-sha256:";

function digest(salt: string, password: string): string {
  return createHash("sha256").update(`${salt}:${password.normalize("NFKC")}`).digest("hex");
}

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${TEST_HASH_PREFIX}${salt}:${digest(salt, password)}`;
  },
  async verify({ hash, password }) {
    // The demo accounts (seed.ts) were hashed with scrypt, as in production.
    if (!hash.startsWith(TEST_HASH_PREFIX)) return verifyPassword({ hash, password });
    const [salt = "", key = ""] = hash.slice(TEST_HASH_PREFIX.length).split(":");
    const expected = Buffer.from(key, "hex");
    const actual = Buffer.from(digest(salt, password), "hex");
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
