import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  CERTIFICATE_PUBLIC_MAX_AGE_SECONDS,
  CERTIFICATE_WRITE_RATE_LIMIT,
  certificateNameInputSchema,
  certificateRevokeInputSchema,
  certificateSchema,
  certificateSettingsInputSchema,
  certificateSettingsSchema,
  certificateSettingsViewSchema,
  eventAwardsSchema,
  eventCertificatesSchema,
  myCertificatesSchema,
  publicCertificateSchema,
  translate,
} from "@commons/domain";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import {
  correctRecipientName,
  getCertificateSettings,
  listEventAwards,
  listEventCertificates,
  listMyCertificates,
  restoreCertificate,
  revokeCertificate,
  saveCertificateSettings,
} from "./certificate-manage.service.ts";
import { loadCertificateForHolderOrManager, loadPublicCertificateByNumber } from "./certificates.service.ts";

// docs/product/certificates.md; docs/api.md#certificates. The download route is wired separately (render/).

const tags = ["certificates"];
const signedIn = { tags, middleware: [requireUser] };
const pathParam = (name: string, example: string) => z.string().openapi({ param: { name, in: "path" }, example });
const eventParams = z.object({ id: pathParam("id", "c0ffee00-0000-4000-8000-000000000000") });
const idParams = z.object({ id: pathParam("id", "0f8e2c1a-9b7d-4e6f-a5c3-1b2d3e4f5a6b") });
const numberParams = z.object({ number: pathParam("number", "1B2D3E4F5A6B") });
const forbidden403 = { ...errorResponses[401], description: "Sees the certificate but may not do this (FORBIDDEN)" };
const hidden404 = { ...errorResponses[404], description: "No such certificate, or not the caller's nor of an event they manage (NOT_FOUND)" };
const json = <T extends z.ZodType>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });

const mine = createRoute({ ...signedIn, method: "get", path: "/user/certificates", summary: "The caller's certificates, newest first, revoked ones included", responses: { 200: okJson(myCertificatesSchema, "The caller's certificates"), 401: errorResponses[401] } });
const awards = createRoute({
  tags,
  method: "get",
  path: "/events/{id}/awards",
  summary: "The event's valid award certificates (public fields only), first prize first",
  request: { params: eventParams },
  responses: { 200: okJson(eventAwardsSchema, "The awards"), 404: errorResponses[404] },
});
const byNumber = createRoute({
  tags,
  method: "get",
  path: "/certificates/by-number/{number}",
  summary: "Verify a certificate by its public number; a revoked one answers with status REVOKED",
  request: { params: numberParams },
  responses: { 200: okJson(publicCertificateSchema, "The certificate as anyone may see it"), 404: { ...errorResponses[404], description: "Unknown or malformed number, named in the message" } },
});
const one = createRoute({ ...signedIn, method: "get", path: "/certificates/{id}", summary: "A certificate, for its holder or its event's organiser and admins", request: { params: idParams }, responses: { 200: okJson(certificateSchema, "The certificate"), 401: errorResponses[401], 404: hidden404 } });
const writeResponses = { 200: okJson(certificateSchema, "The certificate now"), 401: errorResponses[401], 403: forbidden403, 404: hidden404, 422: errorResponses[422], 429: errorResponses[429] };
const rename = createRoute({
  ...signedIn,
  method: "patch",
  path: "/certificates/{id}/recipient-name",
  summary: "The holder corrects the name on their certificate, once",
  request: { params: idParams, ...json(certificateNameInputSchema) },
  responses: { ...writeResponses, 409: { ...errorResponses[409], description: "The name was already corrected once" } },
});
const revoke = createRoute({ ...signedIn, method: "post", path: "/certificates/{id}/revoke", summary: "Revoke a certificate, keeping its record (the event's owner and canEditEvent admins; idempotent)", request: { params: idParams, ...json(certificateRevokeInputSchema) }, responses: writeResponses });
const restore = createRoute({ ...signedIn, method: "post", path: "/certificates/{id}/restore", summary: "Undo a revoke (the event's owner and canEditEvent admins; idempotent)", request: { params: idParams }, responses: writeResponses });
const eventList = createRoute({ ...signedIn, method: "get", path: "/events/{id}/certificates", summary: "Every certificate of the event, revoked included (its organiser and admins)", request: { params: eventParams }, responses: { 200: okJson(eventCertificatesSchema, "The event's certificates"), 401: errorResponses[401], 403: forbidden403, 404: errorResponses[404] } });
const settingsGet = createRoute({ ...signedIn, method: "get", path: "/events/{id}/certificate-settings", summary: "The event's certificate settings (its organiser and admins)", request: { params: eventParams }, responses: { 200: okJson(certificateSettingsViewSchema, "The settings"), 401: errorResponses[401], 403: forbidden403, 404: errorResponses[404] } });
const settingsPut = createRoute({
  ...signedIn,
  method: "put",
  path: "/events/{id}/certificate-settings",
  summary: "Turn attendance certificates on or off (canEditEvent); on issues them to everyone already checked in",
  request: { params: eventParams, ...json(certificateSettingsInputSchema) },
  responses: { 200: okJson(certificateSettingsSchema, "Saved, with how many certificates this issued"), 401: errorResponses[401], 403: forbidden403, 404: errorResponses[404], 422: errorResponses[422], 429: errorResponses[429] },
});

/** Public answers may be kept a minute; one a signed-in viewer got (a draft's, for its managers) stays private. */
function cacheHeaders(c: Context<AppEnv>): Record<string, string> {
  const shared = !c.get("user");
  return { "Cache-Control": shared ? `public, max-age=${CERTIFICATE_PUBLIC_MAX_AGE_SECONDS}` : "private, no-store", Vary: "Accept-Language, Cookie" };
}

export function certificatesRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const limited = (c: Context<AppEnv>) => rateLimited(c, deps.limiter, [`certificates:user:${currentUser(c).id}`], CERTIFICATE_WRITE_RATE_LIMIT);
  return new OpenAPIHono<AppEnv>()
    .openapi(mine, async (c) => c.json(ok(await listMyCertificates(db, currentUser(c).id, c.get("locale"))), 200))
    .openapi(awards, async (c) => {
      const data = await listEventAwards(db, c.req.valid("param").id, c.get("user")?.id ?? null, c.get("locale"));
      return c.json(ok(data), 200, cacheHeaders(c));
    })
    .openapi(byNumber, async (c) => {
      const data = await loadPublicCertificateByNumber(db, c.req.valid("param").number, c.get("locale"));
      return c.json(ok(data), 200, cacheHeaders(c));
    })
    .openapi(one, async (c) => c.json(ok(await loadCertificateForHolderOrManager(db, currentUser(c).id, c.req.valid("param").id, c.get("locale"))), 200))
    .openapi(rename, async (c) => {
      const refused = await limited(c);
      if (refused) return refused as never;
      const saved = await correctRecipientName(db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"), c.get("locale"));
      return c.json(ok(saved, translate(c.get("locale"), "certificates.nameCorrected")), 200);
    })
    .openapi(revoke, async (c) => {
      const refused = await limited(c);
      if (refused) return refused as never;
      const saved = await revokeCertificate(db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"), c.get("locale"));
      return c.json(ok(saved, translate(c.get("locale"), "certificates.revoked")), 200);
    })
    .openapi(restore, async (c) => {
      const refused = await limited(c);
      if (refused) return refused as never;
      const saved = await restoreCertificate(db, currentUser(c).id, c.req.valid("param").id, c.get("locale"));
      return c.json(ok(saved, translate(c.get("locale"), "certificates.restored")), 200);
    })
    .openapi(eventList, async (c) => c.json(ok(await listEventCertificates(db, currentUser(c).id, c.req.valid("param").id, c.get("locale"))), 200))
    .openapi(settingsGet, async (c) => c.json(ok(await getCertificateSettings(db, currentUser(c).id, c.req.valid("param").id)), 200))
    .openapi(settingsPut, async (c) => {
      const refused = await limited(c);
      if (refused) return refused as never;
      const saved = await saveCertificateSettings(db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
      return c.json(ok(saved, translate(c.get("locale"), "certificates.settingsSaved")), 200);
    });
}
