import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventAdmins, organizationMembers, organizations } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { insertEvent, insertUser } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { type EventNeed, findVisibleEvent, loadEventAccess, requireEventAccess } from "./event-permissions.ts";

// The one per-event permission check, against a real database: every role a person can hold on an
// event, and the 404/403 answers the routes give. The authorisation matrix covers the routes; this
// covers the helper they all call.

let t: TestApp;
const ids = { owner: "", admin: "", checker: "", orgOwner: "", orgAdmin: "", orgMember: "", other: "" };
let published: string;
let draft: string;

const none = { isOrganizer: false, isAdmin: false, isHostOrgManager: false, canEditEvent: false, canManageRegistrations: false, canCheckIn: false };

/** The status a requireEventAccess call answers with: 200 when granted. */
async function answer(eventId: string, userId: string | null, need: EventNeed): Promise<number> {
  try {
    await requireEventAccess(t.db, eventId, userId, need);
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) ids[key] = (await insertUser(t.db)).id;
  const [org] = await t.db
    .insert(organizations)
    .values({ slug: `perm-${crypto.randomUUID().slice(0, 8)}`, name: "权限测试社区" })
    .returning({ id: organizations.id });
  await t.db.insert(organizationMembers).values([
    { organizationId: org!.id, userId: ids.orgOwner, role: "OWNER" },
    { organizationId: org!.id, userId: ids.orgAdmin, role: "ADMIN" },
    { organizationId: org!.id, userId: ids.orgMember, role: "MEMBER" },
  ]);
  published = await insertEvent(t.db, ids.owner, { organizationId: org!.id });
  draft = await insertEvent(t.db, ids.owner, { organizationId: org!.id, status: "DRAFT" });
  for (const eventId of [published, draft]) {
    await t.db.insert(eventAdmins).values([
      { eventId, userId: ids.admin, canEditEvent: true, canManageRegistrations: true, canCheckIn: false },
      { eventId, userId: ids.checker, canEditEvent: false, canManageRegistrations: false, canCheckIn: true },
    ]);
  }
});
afterAll(async () => {
  await t.close();
});

describe("loadEventAccess", () => {
  it("gives the organiser every right", async () => {
    const access = await loadEventAccess(t.db, published, ids.owner);
    expect(access?.event).toMatchObject({ id: published, status: "PUBLISHED", organizerId: ids.owner });
    expect(access?.permissions).toEqual({ ...none, isOrganizer: true, canEditEvent: true, canManageRegistrations: true, canCheckIn: true });
  });

  it("gives an event admin exactly the flags on their row", async () => {
    expect((await loadEventAccess(t.db, published, ids.admin))?.permissions).toEqual({ ...none, isAdmin: true, canEditEvent: true, canManageRegistrations: true });
    expect((await loadEventAccess(t.db, published, ids.checker))?.permissions).toEqual({ ...none, isAdmin: true, canCheckIn: true });
  });

  it("reports the host organisation's owners and admins, and grants them nothing by that alone", async () => {
    expect((await loadEventAccess(t.db, published, ids.orgOwner))?.permissions).toEqual({ ...none, isHostOrgManager: true });
    expect((await loadEventAccess(t.db, published, ids.orgAdmin))?.permissions).toEqual({ ...none, isHostOrgManager: true });
    expect((await loadEventAccess(t.db, published, ids.orgMember))?.permissions).toEqual(none);
  });

  it("gives another user and a signed-out visitor nothing", async () => {
    expect((await loadEventAccess(t.db, published, ids.other))?.permissions).toEqual(none);
    expect((await loadEventAccess(t.db, published, null))?.permissions).toEqual(none);
  });

  it("knows no unknown or malformed event", async () => {
    expect(await loadEventAccess(t.db, crypto.randomUUID(), ids.owner)).toBeNull();
    expect(await loadEventAccess(t.db, "'; drop table events; --", ids.owner)).toBeNull();
  });
});

describe("requireEventAccess", () => {
  it("answers every role on a public event: granted, or 403", async () => {
    const table = Object.fromEntries(
      await Promise.all(
        (["owner", "admin", "checker", "orgOwner", "other"] as const).map(async (who) => [
          who,
          {
            organizer: await answer(published, ids[who], "organizer"),
            anyAdmin: await answer(published, ids[who], "anyAdmin"),
            canEditEvent: await answer(published, ids[who], "canEditEvent"),
            canCheckIn: await answer(published, ids[who], "canCheckIn"),
            eitherList: await answer(published, ids[who], ["canCheckIn", "canManageRegistrations"]),
          },
        ]),
      ),
    );
    expect(table).toEqual({
      owner: { organizer: 200, anyAdmin: 200, canEditEvent: 200, canCheckIn: 200, eitherList: 200 },
      admin: { organizer: 403, anyAdmin: 200, canEditEvent: 200, canCheckIn: 403, eitherList: 200 },
      checker: { organizer: 403, anyAdmin: 200, canEditEvent: 403, canCheckIn: 200, eitherList: 200 },
      orgOwner: { organizer: 403, anyAdmin: 403, canEditEvent: 403, canCheckIn: 403, eitherList: 403 },
      other: { organizer: 403, anyAdmin: 403, canEditEvent: 403, canCheckIn: 403, eitherList: 403 },
    });
    expect(await answer(published, null, "anyAdmin")).toBe(403);
  });

  it("hides a draft from everyone without a role on it (404), and refuses an admin's missing flag with 403", async () => {
    expect(await answer(draft, ids.owner, "organizer")).toBe(200);
    expect(await answer(draft, ids.checker, "canEditEvent")).toBe(403);
    expect(await answer(draft, ids.orgOwner, "anyAdmin")).toBe(404);
    expect(await answer(draft, ids.other, "anyAdmin")).toBe(404);
    expect(await answer(draft, null, "anyAdmin")).toBe(404);
  });

  it("answers 404 for an unknown event, whoever asks", async () => {
    expect(await answer(crypto.randomUUID(), ids.owner, "anyAdmin")).toBe(404);
    expect(await answer("not an id!", null, "anyAdmin")).toBe(404);
  });
});

describe("findVisibleEvent", () => {
  it("shows a draft to its organiser and admins only", async () => {
    expect((await findVisibleEvent(t.db, draft, ids.owner)).isManager).toBe(true);
    expect((await findVisibleEvent(t.db, draft, ids.checker)).isManager).toBe(true);
    for (const viewer of [ids.orgOwner, ids.other, null]) {
      await expect(findVisibleEvent(t.db, draft, viewer)).rejects.toMatchObject({ status: 404 });
    }
    expect((await findVisibleEvent(t.db, published, null)).isManager).toBe(false);
  });
});
