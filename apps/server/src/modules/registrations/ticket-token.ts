import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from "@commons/domain";

/** A fresh random ticket code: what the organiser types by hand, and what the QR token signs. */
export function newTicketCode(): string {
  let code = "";
  for (let i = 0; i < TICKET_CODE_LENGTH; i++) code += TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)];
  return code;
}

// A key derived for this one purpose, so a check-in signature can never be replayed as a session cookie.
function ticketKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("commons:check-in-ticket:v1").digest();
}

function signature(secret: string, registrationId: string, ticketCode: string): string {
  return createHmac("sha256", ticketKey(secret)).update(`${registrationId}.${ticketCode}`).digest("base64url");
}

/**
 * The QR payload: `<registrationId>.<ticketCode>.<HMAC>` (design rule 5). It names the registration,
 * not the user, and carries the random ticket code, which cancelling clears: an old QR stops working
 * even though its signature is still valid.
 */
export function signTicket(secret: string, registrationId: string, ticketCode: string): string {
  return `${registrationId}.${ticketCode}.${signature(secret, registrationId, ticketCode)}`;
}

/** The registration id and code inside a genuine token; null for anything forged or malformed. */
export function verifyTicket(secret: string, token: string): { registrationId: string; ticketCode: string } | null {
  const parts = token.trim().split(".");
  if (parts.length !== 3) return null;
  const [registrationId, ticketCode, given] = parts as [string, string, string];
  if (!registrationId || !ticketCode || !given) return null;
  const expected = Buffer.from(signature(secret, registrationId, ticketCode));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { registrationId, ticketCode };
}
