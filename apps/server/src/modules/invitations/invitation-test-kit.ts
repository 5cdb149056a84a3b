import { ESTABLISHED_ORGANISER_SELF_REGISTRANTS } from "@commons/domain";
import type { Db } from "../../db/client.ts";
import { insertEvent, insertRegistration, insertUser } from "../../test/fixtures.ts";

/**
 * Gives an organiser the people who registered themselves that raise the daily allowance
 * (docs/product/organiser-console.md#allowance), on an event of their own.
 */
export async function makeEstablished(db: Db, organizerId: string): Promise<void> {
  const eventId = await insertEvent(db, organizerId);
  for (let i = 0; i < ESTABLISHED_ORGANISER_SELF_REGISTRANTS; i++) {
    const person = await insertUser(db);
    await insertRegistration(db, eventId, person.id, "APPROVED");
  }
}
