import type { MessageKey, OrgUpdate } from "@commons/domain";
import { and, eq, exists } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { organizationMembers, organizations } from "../../db/schema/index.ts";
import { fieldError, forbidden, notFound } from "../../lib/errors.ts";
import { type Storage, storageFor } from "../uploads/storage.ts";
import { ownUploadOrCurrent, type UploadRefusal } from "../uploads/own-upload.ts";
import { hostMembership, isHostRole, normaliseSlug, organizationColumns } from "./org-access.ts";

const LOGO_REFUSALS: Record<UploadRefusal, MessageKey> = { invalid: "orgs.logo.invalid", notYours: "orgs.logo.notYours", missing: "orgs.logo.missing" };

export type OrganizationView = { id: string; slug: string; name: string; logo: string | null; description: string | null; website: string | null; city: string | null };

/**
 * `PATCH /api/orgs/{slug}` (design rule 3): only the organisation's owners and admins edit it. The
 * organisation page is public, so its existence is no secret: anyone else gets 403, an unknown slug 404.
 * The slug is never written, so every link to the page keeps working after a rename.
 */
export function orgUpdateService(deps: Pick<AppDeps, "database" | "env">, storage: Storage = storageFor(deps.env)) {
  const { db } = deps.database;

  /**
   * A new logo must be one of the caller's own stored images, and the logo already on the organisation
   * may be sent back unchanged (uploads/own-upload.ts, design rule 8).
   */
  async function logoFor(userId: string, current: string | null, value: string | null): Promise<string | null> {
    if (value === null) return null;
    const result = await ownUploadOrCurrent(storage, userId, value, current);
    if (result.refusal) throw fieldError("logo", LOGO_REFUSALS[result.refusal]);
    return result.url;
  }

  return {
    async update(slug: string, userId: string, patch: OrgUpdate): Promise<OrganizationView> {
      const normalised = normaliseSlug(slug);
      if (!normalised) throw notFound("error.orgNotFound");
      const [row] = await db
        .select({ ...organizationColumns, role: organizationMembers.role })
        .from(organizations)
        .leftJoin(organizationMembers, and(eq(organizationMembers.organizationId, organizations.id), eq(organizationMembers.userId, userId)))
        .where(eq(organizations.slug, normalised))
        .limit(1);
      if (!row) throw notFound("error.orgNotFound");
      if (!isHostRole(row.role)) throw forbidden("orgs.editForbidden");
      const { role: _role, ...current } = row;

      const changes: Partial<typeof organizations.$inferInsert> = {};
      if (patch.name !== undefined) changes.name = patch.name;
      if (patch.description !== undefined) changes.description = patch.description;
      if (patch.logo !== undefined) changes.logo = await logoFor(userId, current.logo, patch.logo);
      if (Object.keys(changes).length === 0) return current;

      // The right is checked again in the write itself: a role revoked since the read above refuses it.
      const [updated] = await db
        .update(organizations)
        .set(changes)
        .where(and(eq(organizations.id, current.id), exists(hostMembership(db, current.id, userId))))
        .returning(organizationColumns);
      if (!updated) throw forbidden("orgs.editForbidden");
      return updated;
    },
  };
}
