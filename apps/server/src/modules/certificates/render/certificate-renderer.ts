import type { CertificateDownloadFormat } from "@commons/domain";
import type { RenderInput } from "./certificate-draw.ts";
import { RenderPool, type RenderPoolOptions } from "./render-pool.ts";

// docs/decisions/0039-certificates-drawn-on-the-server.md: what the routes call to draw a certificate as PNG or PDF. The drawing
// runs on the render pool's worker threads; the same certificate downloaded again comes from a small cache of
// recent files, and two requests for the same file at once share one drawing.

export interface CertificateRendererOptions extends RenderPoolOptions {
  /** The most bytes the cache of recent files holds; 0 turns it off. */
  cacheBytes?: number;
}

export interface CertificateRenderer {
  /** The certificate's file in the reader's language: a 1684×1190 PNG, or a one-page A4-landscape PDF. */
  render(input: RenderInput, format: CertificateDownloadFormat): Promise<Uint8Array>;
  /** Starts the workers ahead of the first download. */
  warm(): void;
  /** Stops the workers; renders asked for afterwards are refused (503). */
  close(): Promise<void>;
  readonly pool: RenderPool;
}

/** About 200 certificates' PNGs. */
const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Everything drawn on the file, and nothing else: the number, the status (a revoked certificate is drawn with its
 * mark), the name (the holder's one correction), the rest of the public fields, the language and the site's address.
 */
export function renderKey({ certificate, locale, publicUrl }: RenderInput, format: CertificateDownloadFormat): string {
  return JSON.stringify([certificate.number, certificate.status, certificate.recipientName, locale, format, publicUrl, certificate]);
}

/** Least recently used first out, bounded by bytes. */
class ByteCache {
  private readonly entries = new Map<string, Uint8Array>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Uint8Array | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Uint8Array): void {
    if (value.byteLength > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.byteLength;
  }
}

export function createCertificateRenderer(options: CertificateRendererOptions = {}): CertificateRenderer {
  const pool = new RenderPool(options);
  const cache = new ByteCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES);
  const drawing = new Map<string, Promise<Uint8Array>>();
  return {
    pool,
    render(input, format) {
      const key = renderKey(input, format);
      const hit = cache.get(key);
      if (hit) return Promise.resolve(hit);
      let pending = drawing.get(key);
      if (!pending) {
        pending = pool.run(input, format).then((bytes) => {
          cache.set(key, bytes);
          return bytes;
        });
        drawing.set(key, pending);
        const forget = () => drawing.delete(key);
        pending.then(forget, forget);
      }
      return pending;
    },
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
}
