import { currentLocale, htmlLang } from "@/lib/i18n.ts";

export interface XhrResult {
  status: number;
  /** The envelope's `data` on success. */
  data: unknown;
  /** The server's message on failure (envelope `error`/`message`), if any. */
  message: string | undefined;
}

/** A failed upload step: the HTTP status (undefined for a network failure) and the server's words. */
export class UploadStepError extends Error {
  override readonly name = "UploadStepError";
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

/**
 * fetch() cannot report upload progress, so file bodies go through XMLHttpRequest. Same-origin, with
 * cookies, in the reader's language; any status resolves (the caller decides), a network failure rejects.
 */
export function xhrUpload(options: {
  method: "PUT" | "POST";
  url: string;
  body: Blob | FormData;
  headers?: Record<string, string>;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, options.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", htmlLang(currentLocale()));
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const body = parseEnvelope(xhr.responseText);
      const text = typeof body?.error === "string" ? body.error : typeof body?.message === "string" ? body.message : undefined;
      resolve({ status: xhr.status, data: body?.data, message: text });
    };
    xhr.onerror = () => reject(new UploadStepError(undefined, "network"));
    xhr.onabort = () => reject(options.signal?.reason ?? new DOMException("aborted", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(options.body);
  });
}

/** The `fileUrl` of a successful upload answer, or the step's error. */
export function fileUrlOf(result: XhrResult): string {
  const fileUrl = (result.data as { fileUrl?: unknown } | undefined)?.fileUrl;
  if (result.status >= 200 && result.status < 300 && typeof fileUrl === "string") return fileUrl;
  throw new UploadStepError(result.status, result.message ?? "");
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  error?: unknown;
  message?: unknown;
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    return parsed && typeof parsed === "object" ? (parsed as Envelope) : null;
  } catch {
    // A proxy's HTML error page: the status still says what happened.
    return null;
  }
}
