import { type BulkRegistrationsInput, type Locale, translate } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../lib/errors.ts";
import { changeRegistrationStatus } from "../registrations/organiser-registrations.service.ts";
import { requireEventAccess } from "../events/event-permissions.ts";

type Deps = Pick<AppDeps, "database" | "mail" | "log" | "env">;

export interface BulkResult {
  id: string;
  ok: boolean;
  status?: string;
  error?: string;
}

/**
 * POST /api/events/{id}/registrations/bulk (canManageRegistrations). Each id goes through the
 * registration module's single-update service in its own transaction and through its capacity guard,
 * so a bulk approve fills the event exactly to capacity and reports the rest as refused, one by one.
 */
export async function bulkChangeStatus(deps: Deps, actorId: string, eventId: string, input: BulkRegistrationsInput, locale: Locale) {
  await requireEventAccess(deps.database.db, eventId, actorId, "canManageRegistrations");
  const results: BulkResult[] = [];
  for (const id of input.registrationIds) {
    try {
      const row = await changeRegistrationStatus(deps, actorId, eventId, id, {
        status: input.status,
        ...(input.note !== undefined ? { note: input.note } : {}),
      });
      results.push({ id, ok: true, status: row.status });
    } catch (err) {
      // Only refusals are reported per row; anything unexpected still fails the request loudly.
      if (!(err instanceof AppError)) throw err;
      results.push({ id, ok: false, error: translate(locale, err.key, err.params) });
    }
  }
  return { results };
}
