import type { RenderInput } from "./certificate-draw.ts";
import { RenderPool, type RenderPoolOptions } from "./render-pool.ts";

// docs/decisions/0039-certificates-drawn-on-the-server.md: what draws a certificate's PNG. The drawing runs on the
// render pool's worker threads. Keeping what was drawn (in storage, and a small cache of recent files) is
// certificate-files.ts's (ADR 0043); the PDF is built from the PNG (certificate-pdf.ts).

export interface CertificateRenderer {
  /** The certificate's 1684×1190 PNG in the reader's language; `background` yields to every download waiting. */
  render(input: RenderInput, options?: { background?: boolean }): Promise<Uint8Array>;
  /** Starts the workers ahead of the first download. */
  warm(): void;
  /** Stops the workers; renders asked for afterwards are refused (503). */
  close(): Promise<void>;
  readonly pool: RenderPool;
}

export function createCertificateRenderer(options: RenderPoolOptions = {}): CertificateRenderer {
  const pool = new RenderPool(options);
  return {
    pool,
    render: (input, renderOptions) => pool.run(input, renderOptions),
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
}
