// Test-only helpers for the certificate suites and the app-wide ones (never imported by the app).
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { certificates } from "../../db/schema/index.ts";
import { type CertificateDraft, issueCertificates } from "./certificates.service.ts";

/** A certificate issued the way the issuers do (an award of the given level unless told otherwise). */
export async function issueOne(db: Db, eventId: string, userId: string, fields: Partial<CertificateDraft> = {}, now = new Date()): Promise<{ id: string; number: string }> {
  const [made] = await issueCertificates(db, [
    {
      source: "AWARD",
      sourceRef: crypto.randomUUID(),
      eventId,
      userId,
      awardLevel: "FIRST",
      awardCategory: "TECHNICAL",
      awardName: "评委大奖",
      projectTitle: "智能排班",
      projectDescription: "用大模型为志愿者排班",
      score: 8.46,
      description: "综合得分最高的作品",
      ...fields,
    },
  ], now);
  if (!made) throw new Error("the certificate was already issued");
  return made;
}

export async function certificatesOf(db: Db, eventId: string) {
  return db.select().from(certificates).where(eq(certificates.eventId, eventId));
}
