import type { PublicCertificate } from "@commons/domain";
import { PNG } from "pngjs";

// What the renderer's tests share: a certificate to draw and a look at the pixels of what came back.

export function sampleCertificate(overrides: Partial<PublicCertificate> = {}): PublicCertificate {
  return {
    number: "3F9A2C7B1E04",
    source: "AWARD",
    status: "VALID",
    revokedAt: null,
    recipientName: "张伟",
    eventId: "event-1",
    eventTitle: "2026 春季 AI 黑客松 · 上海站",
    eventType: "HACKATHON",
    projectTitle: "智能垃圾分类助手",
    projectDescription: null,
    awardLevel: "FIRST",
    awardCategory: "TECHNICAL",
    awardName: "最佳技术奖",
    score: 9.2,
    organizationName: "开源社区 Commons",
    issuedDate: "2026-11-20T10:00:00Z",
    description: "用计算机视觉在三秒内识别二十类垃圾，已在两个社区试点。",
    ...overrides,
  };
}

export const decodePng = (bytes: Uint8Array) => PNG.sync.read(Buffer.from(bytes));

/** Pixels (of the whole image, or of one band of rows) whose colour is within `tolerance` of `hex` on every channel. */
export function pixelsNear(png: PNG, hex: string, tolerance = 24, rows: [number, number] = [0, png.height]): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  let count = 0;
  for (let y = rows[0]; y < rows[1]; y++) {
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      if (Math.abs(png.data[i]! - r) <= tolerance && Math.abs(png.data[i + 1]! - g) <= tolerance && Math.abs(png.data[i + 2]! - b) <= tolerance) count++;
    }
  }
  return count;
}

/** The rows where two images of the same size differ, as [first, last], or null when they are the same. */
export function differingRows(a: PNG, b: PNG): [number, number] | null {
  let first = -1;
  let last = -1;
  for (let y = 0; y < a.height; y++) {
    const start = y * a.width * 4;
    if (!a.data.subarray(start, start + a.width * 4).equals(b.data.subarray(start, start + a.width * 4))) {
      if (first === -1) first = y;
      last = y;
    }
  }
  return first === -1 ? null : [first, last];
}
