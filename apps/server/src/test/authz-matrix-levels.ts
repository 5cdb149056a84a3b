// The authorisation matrix's entries for level grants (docs/product/accounts-and-profile.md#level-badges).
// authz-matrix-entries.ts spreads them into the matrix. Only a community admin may grant: the owner is made one
// just before their own call (a change made only on the allowed path, so the refusals' fingerprints hold).
import { eq } from "drizzle-orm";
import { users } from "../db/schema/index.ts";
import { makeSiteAdmin } from "../modules/levels/levels-test-kit.ts";
import type { Entry } from "./authz-matrix-entries.ts";

export const LEVEL_ENTRIES: Record<string, Entry> = {
  "POST /api/admin/users/{userId}/levels": {
    access: "owner",
    call: async (x) => {
      if (x.who === "owner") await makeSiteAdmin(x.t.db, x.cast.owner.userId);
      // A level the bystander does not hold yet (the cast outlives each world), so the grant is never a 409.
      const [held] = await x.t.db.select({ level: users.creatorLevel }).from(users).where(eq(users.id, x.cast.bystander.userId));
      const level = held?.level === "C1" ? "C2" : "C1";
      return x.c.post(`/api/admin/users/${x.cast.bystander.userId}/levels`, { track: "creator", level, reason: "matrix" });
    },
    // Not an admin is a 403 whatever the person: there is nothing of theirs to hide.
    refused: [403],
  },
};
