import {
  CARD_EXPORT_HEIGHT,
  CARD_EXPORT_PIXEL_RATIO,
  CARD_EXPORT_QUALITY,
  CARD_EXPORT_WIDTH,
  CARD_IMAGE_WAIT_MS,
  CARD_SETTLE_MS,
} from "@commons/domain";
import { safeFileName } from "@/lib/download-file.ts";

// docs/product/people.md#digital-cards: turning a drawn card into a file. The DOM-to-image and zip libraries
// are imported here on first use only, so they never weigh on the event page (ADR 0010's budget).

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Rejects when `promise` has not settled after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Waits for the node's images to load (or fail), at most `maxMs`: a slow avatar must not hold the download forever. */
export async function waitForImages(node: HTMLElement, maxMs = CARD_IMAGE_WAIT_MS): Promise<void> {
  const pending = Array.from(node.querySelectorAll("img"))
    .filter((img) => !img.complete)
    .map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener("load", () => resolve(), { once: true });
          img.addEventListener("error", () => resolve(), { once: true });
        }),
    );
  await Promise.race([Promise.all(pending), sleep(maxMs)]);
}

/**
 * The card as a JPEG of 600×800 CSS pixels at ratio 1.5 (900×1200 pixels), quality 0.85: waits for its
 * images, lets the layout settle, then draws it.
 */
export async function drawCard(node: HTMLElement): Promise<Blob> {
  await waitForImages(node);
  await sleep(CARD_SETTLE_MS);
  const { toJpeg } = await import("html-to-image");
  const dataUrl = await toJpeg(node, {
    width: CARD_EXPORT_WIDTH,
    height: CARD_EXPORT_HEIGHT,
    pixelRatio: CARD_EXPORT_PIXEL_RATIO,
    quality: CARD_EXPORT_QUALITY,
    backgroundColor: "#ffffff",
    // The app uses the system's fonts; nothing to embed, and reading every stylesheet would only cost time.
    skipFonts: true,
  });
  return blobOfDataUrl(dataUrl);
}

/** Decoded here rather than fetched: the page's CSP allows fetching our own origin only (connect-src 'self'). */
function blobOfDataUrl(dataUrl: string): Blob {
  const [head = "", base64 = ""] = dataUrl.split(",", 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? "image/jpeg";
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** One zip of already-compressed JPEGs: stored, not deflated again. */
export async function zipFiles(files: ReadonlyArray<{ name: string; blob: Blob }>): Promise<Blob> {
  const { zipSync } = await import("fflate");
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const file of files) entries[file.name] = [new Uint8Array(await file.blob.arrayBuffer()), { level: 0 }];
  const zipped = zipSync(entries);
  return new Blob([zipped.slice().buffer], { type: "application/zip" });
}

/** A safe file name (lib/download-file.ts), numbered when the same name is already in the batch. */
export function fileNameOf(name: string, taken: Set<string>, extension: string): string {
  let candidate = safeFileName(name, extension);
  for (let n = 2; taken.has(candidate); n++) candidate = safeFileName(`${name}-${n}`, extension);
  taken.add(candidate);
  return candidate;
}
