import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  CERTIFICATE_DOWNLOAD_FORMATS,
  CERTIFICATE_DOWNLOAD_RATE_LIMIT,
  CERTIFICATE_IMAGE_RATE_LIMIT,
  CERTIFICATE_PUBLIC_MAX_AGE_SECONDS,
  type CertificateDownloadFormat,
  LOCALES,
} from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { errorResponses } from "../../lib/openapi.ts";
import { Gate } from "../../lib/gate.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import type { RenderTarget } from "./certificate-files.ts";
import { loadRenderTargetByNumber, loadRenderTargetForHolderOrManager } from "./certificates.service.ts";
import { pdfFromPng } from "./render/certificate-pdf.ts";

// docs/product/certificates.md#download: the holder's PNG or PDF and the public preview image, drawn by the server
// (render/, ADR 0039) so a certificate looks the same on every phone, once per content and language: the stored
// picture is served when it shows the certificate as it is now, else it is drawn and stored (ADR 0043). The PDF
// is the PNG on a page.

const tags = ["certificates"];
/**
 * Downloads read at once, per process (ADR 0043). From local storage a stored file's download is two or three
 * milliseconds of the request thread end to end, so one at a time still serves some 250 a second, and a flood of
 * them leaves the thread more room for every other request (measured beside ten connections asking flat out, an
 * event read's p99 was 56–79 ms with no limit, 25–43 ms with this one). From S3 a download is mostly waiting on the
 * network, so more wait at once.
 * Drawing is never held under it (the render pool has its own bounded queue).
 */
const DOWNLOADS_AT_ONCE = { local: 1, s3: 16 } as const;
const CONTENT_TYPE: Record<CertificateDownloadFormat, string> = { png: "image/png", pdf: "application/pdf" };
const busy = { ...errorResponses[429], description: "Too many downloads (429), or the renderer's queue is full (503); both with Retry-After" };
const binary = (format: CertificateDownloadFormat) => ({ [CONTENT_TYPE[format]]: { schema: z.string().openapi({ format: "binary" }) } });

const download = createRoute({
  tags,
  middleware: [requireUser],
  method: "get",
  path: "/certificates/{id}/download",
  summary: "The certificate as a PNG (at scale 2) or a one-page PDF, for its holder and its event's organiser and admins",
  request: {
    params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" }, example: "0f8e2c1a-9b7d-4e6f-a5c3-1b2d3e4f5a6b" }) }),
    query: z.object({ format: z.enum(CERTIFICATE_DOWNLOAD_FORMATS, "validation.invalid").default("png") }),
  },
  responses: {
    200: { description: "The file, as an attachment named by the certificate's number", content: { ...binary("png"), ...binary("pdf") } },
    401: errorResponses[401],
    404: { ...errorResponses[404], description: "No such certificate, or not the caller's nor of an event they manage" },
    422: errorResponses[422],
    429: busy,
    503: { ...errorResponses[429], description: "The renderer is busy; Retry-After says when to try again" },
  },
});

const image = createRoute({
  tags,
  method: "get",
  path: "/certificates/by-number/{number}/image.png",
  summary: "The certificate's public picture (what share previews show), in the reader's language",
  request: {
    params: z.object({ number: z.string().openapi({ param: { name: "number", in: "path" }, example: "1B2D3E4F5A6B" }) }),
    // The page's language, so a shared link previews the certificate as the page shows it; else the reader's.
    query: z.object({ lang: z.enum(LOCALES, "validation.invalid").optional() }),
  },
  responses: {
    200: { description: "The PNG", content: binary("png") },
    404: { ...errorResponses[404], description: "Unknown or malformed number" },
    429: busy,
    503: { ...errorResponses[429], description: "The renderer is busy; Retry-After says when to try again" },
  },
});

export function certificateDownloadRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const files = deps.certificateFiles;
  const gate = new Gate(DOWNLOADS_AT_ONCE[deps.env.STORAGE_DRIVER]);
  /** The stored picture, read under the gate; drawn outside it when there is none. */
  const picture = async (load: () => Promise<RenderTarget>) => {
    const { target, bytes } = await gate.run(async () => {
      const found = await load();
      return { target: found, bytes: await files.stored(found) };
    });
    return { target, png: bytes ?? (await files.draw(target)) };
  };

  return new OpenAPIHono<AppEnv>()
    .openapi(download, async (c) => {
      const refused = await rateLimited(c, deps.limiter, [`certificate-download:user:${currentUser(c).id}`], CERTIFICATE_DOWNLOAD_RATE_LIMIT);
      if (refused) return refused as never;
      const { format } = c.req.valid("query");
      // Only the public fields are drawn, whoever downloads.
      const { target, png } = await picture(() => loadRenderTargetForHolderOrManager(db, currentUser(c).id, c.req.valid("param").id, c.get("locale")));
      const { certificate } = target;
      const bytes = format === "pdf" ? pdfFromPng(png, `${certificate.recipientName} · ${certificate.number}`) : png;
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": CONTENT_TYPE[format],
        "Content-Disposition": `attachment; filename="certificate-${certificate.number}.${format}"`,
        "Cache-Control": "private, no-store",
      });
    })
    .openapi(image, async (c) => {
      const refused = await rateLimited(c, deps.limiter, [`certificate-image:${c.get("clientIp")}`], CERTIFICATE_IMAGE_RATE_LIMIT);
      if (refused) return refused as never;
      const locale = c.req.valid("query").lang ?? c.get("locale");
      const { png: bytes } = await picture(() => loadRenderTargetByNumber(db, c.req.valid("param").number, locale));
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "image/png",
        "Cache-Control": `public, max-age=${CERTIFICATE_PUBLIC_MAX_AGE_SECONDS}`,
        Vary: "Accept-Language",
      });
    });
}
