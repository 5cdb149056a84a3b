import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  localiseIssues,
  moderateImageRequestSchema,
  moderationPassedSchema,
  signedUploadRequestSchema,
  signedUploadSchema,
  storedFileSchema,
  translate,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MEGABYTES,
  UPLOAD_RATE_LIMIT,
} from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { AppError } from "../../lib/errors.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited, type RateLimiter } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { uploadsService, type UploadsServiceOptions } from "./uploads.service.ts";
import { uploadQuotaRefusal } from "./upload-quota.ts";

/** Multipart framing around a 5 MB file plus three short fields. */
const DIRECT_UPLOAD_MAX_BODY = UPLOAD_MAX_BYTES + 64 * 1024;

/**
 * The two routes whose bodies are images: they enforce their own caps (the bound size, 5 MB + framing),
 * so app.ts's 1 MB JSON limit skips exactly these and nothing else.
 */
export function isUploadBodyRoute(method: string, path: string): boolean {
  return (method === "PUT" && path.startsWith("/api/uploads/put/")) || (method === "POST" && path === "/api/uploads/direct-upload");
}

/** Wraps the global body limit so it applies everywhere but the upload routes. */
export function exceptUploadBodies(limit: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return (c, next) => (isUploadBodyRoute(c.req.method, c.req.path) ? next() : limit(c, next));
}

const tooLargeError = () => new AppError(413, "PAYLOAD_TOO_LARGE", "uploads.tooLarge", { max: UPLOAD_MAX_MEGABYTES });

/** docs/product/accounts-and-profile.md#upload-limits: the server's per-person quota (upload-quota.ts). */
function quota(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => (await uploadQuotaRefusal(c, db, currentUser(c).id)) ?? next();
}

function perUserLimit(limiter: RateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limited = await rateLimited(c, limiter, [`uploads:user:${currentUser(c).id}`], UPLOAD_RATE_LIMIT);
    if (limited) return limited;
    await next();
  };
}

/** Every route here is for signed-in people; refusals share the error envelope and differ in description. */
const common = { tags: ["uploads"], middleware: [requireUser] };
const refusal = (description: string) => ({ description, content: errorResponses[422].content });
const uploaderRefusals = { 401: errorResponses[401], 422: errorResponses[422], 429: errorResponses[429] };

const hintQuery = z.object({
  bucket: z.string().optional(),
  path: z.string().optional(),
  contentType: z.string().optional(),
  size: z.string().optional(),
});

const signedRoute = createRoute({
  ...common,
  method: "post",
  path: "/uploads/signed-upload-url",
  summary: "A signed link to PUT one image to; fields in the query or a JSON body",
  request: {
    query: hintQuery,
    body: { content: { "application/json": { schema: hintQuery.extend({ size: z.number().int().optional() }) } }, required: false },
  },
  responses: { 200: okJson(signedUploadSchema, "The link"), ...uploaderRefusals, 413: refusal("Declared size over 5 MB") },
});

const putRoute = createRoute({
  ...common,
  method: "put",
  path: "/uploads/put/{purpose}/{owner}/{name}",
  summary: "Receives the image of a signed link. Body: the raw image, with the Content-Type the link was signed for",
  request: {
    params: z.object({ purpose: z.string(), owner: z.string(), name: z.string() }),
    query: z.object({ ct: z.string().optional(), max: z.string().optional(), exp: z.string().optional(), sig: z.string().optional() }),
  },
  responses: {
    201: okJson(storedFileSchema, "Stored (re-encoded, metadata stripped)"),
    401: errorResponses[401],
    403: refusal("Link tampered with, expired, or another user's (FORBIDDEN)"),
    409: errorResponses[409],
    413: refusal("Over the signed size cap"),
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const directRoute = createRoute({
  ...common,
  method: "post",
  path: "/uploads/direct-upload",
  summary: "The fallback of the signed upload: the image in one multipart form, with the same checks",
  request: {
    body: {
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: z
              .any()
              .refine((v): v is File => v instanceof File, { message: "uploads.fileMissing" })
              .openapi({ type: "string", format: "binary" }),
            bucket: z.string().optional(),
            path: z.string().optional(),
            contentType: z.string().optional(),
          }),
        },
      },
      required: true,
    },
  },
  responses: { 201: okJson(storedFileSchema, "Stored (re-encoded, metadata stripped)"), ...uploaderRefusals, 413: refusal("File over 5 MB") },
});

const moderateRoute = createRoute({
  ...common,
  method: "post",
  path: "/uploads/moderate-image",
  summary: "Runs one of our stored images through the moderation driver",
  request: { body: { content: { "application/json": { schema: moderateImageRequestSchema } }, required: true } },
  responses: {
    200: okJson(moderationPassedSchema, "Passed; `message` says so"),
    ...uploaderRefusals,
    404: errorResponses[404],
    503: refusal("The review could not run (SERVICE_UNAVAILABLE)"),
  },
});

export function uploadsRoutes(deps: AppDeps, options: UploadsServiceOptions = {}) {
  const db = deps.database.db;
  const service = uploadsService(deps.env, { db, ...options });
  const limit = perUserLimit(deps.limiter);
  // RATE_LIMIT=off (load benchmarks, the fuzzer: thousands of uploads by one owner) turns the quota off too.
  const overQuota: MiddlewareHandler<AppEnv> = deps.env.RATE_LIMIT === "off" ? (_c, next) => next() : quota(db);
  const directBodyLimit = bodyLimit({ maxSize: DIRECT_UPLOAD_MAX_BODY, onError: () => { throw tooLargeError(); } });
  return new OpenAPIHono<AppEnv>()
    .openapi({ ...signedRoute, middleware: [requireUser, limit, overQuota] }, async (c) => {
      const json = c.req.valid("json") as Record<string, unknown>;
      const parsed = signedUploadRequestSchema.safeParse({ ...c.req.valid("query"), ...json });
      if (!parsed.success) {
        throw new AppError(422, "VALIDATION_ERROR", "error.validation", {}, localiseIssues(parsed.error.issues, c.get("locale")));
      }
      return c.json(ok(service.createSignedUpload(currentUser(c).id, parsed.data)), 200);
    })
    // Checked again at the PUT: links signed while under the quota must not all land.
    .openapi({ ...putRoute, middleware: [requireUser, overQuota] }, async (c) => {
      const { purpose, owner, name } = c.req.valid("param");
      const result = await service.acceptSignedPut(currentUser(c).id, `${purpose}/${owner}/${name}`, c.req.valid("query"), {
        contentType: c.req.header("content-type"),
        contentLength: c.req.header("content-length"),
        body: c.req.raw.body,
      });
      return c.json(ok(result), 201);
    })
    .openapi({ ...directRoute, middleware: [requireUser, limit, overQuota, directBodyLimit] }, async (c) => {
      const form = c.req.valid("form");
      return c.json(ok(await service.directUpload(currentUser(c).id, form)), 201);
    })
    .openapi({ ...moderateRoute, middleware: [requireUser, limit] }, async (c) => {
      const { message } = await service.moderateImage(c.req.valid("json"));
      return c.json(ok({ passed: true as const }, translate(c.get("locale"), message)), 200);
    });
}
