import { DEFAULT_LOCALE } from "@commons/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { certificates } from "../../db/schema/index.ts";
import { enqueueMessages } from "../messaging/message-jobs.ts";
import type { CertificateRenderPayload } from "../messaging/message-jobs.ts";
import type { CertificateFiles } from "./certificate-files.ts";
import { selectCertificates, toPublicCertificate } from "./certificate-view.ts";

// docs/decisions/0043-certificates-drawn-once-when-issued.md: each certificate is drawn in the background when it is
// issued or changes (a corrected name, a revoke or a restore), so its download reads a stored file. The job rides
// the message queue's render lane (message-queue.ts), queued in the transaction of the change: it exists exactly
// when the change committed.

/**
 * Queues the drawing of these certificates, inside the caller's transaction. In the holder's language: people have
 * no stored language yet, so the product's first one (zh); another reader's first download draws theirs, once.
 */
export async function enqueueCertificateRenders(tx: Db, certificateIds: readonly string[]): Promise<void> {
  await enqueueMessages(
    tx,
    certificateIds.map((certificateId) => ({ payload: { kind: "certificateRender", certificateId, locale: DEFAULT_LOCALE } })),
  );
}

/** The render lane's handler (build-deps.ts): draws the certificate as it is now, unless its stored picture already shows that. */
export function certificateRenderJob(db: Db, files: () => CertificateFiles) {
  return async ({ certificateId, locale }: CertificateRenderPayload): Promise<void> => {
    const [read] = await selectCertificates(db, null, eq(certificates.id, certificateId)).limit(1);
    // Gone with its event or its holder: nothing left to draw.
    if (!read) return;
    await files().prepare({ certificateId, certificate: toPublicCertificate(read, locale), locale });
  };
}
