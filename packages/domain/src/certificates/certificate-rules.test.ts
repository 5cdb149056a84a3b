import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AWARD_LEVELS } from "../hackathons/hackathon-constants.ts";
import { AWARD_STARS_MAX } from "./certificate-constants.ts";
import { awardStars, CERTIFICATE_NUMBER_PATTERN, certificateFooterId, certificateNumber, formatCertificateScore } from "./certificate-rules.ts";

describe("certificate number", () => {
  it("is the id's last 12 characters upper-cased, and the footer its last 8", () => {
    const id = "0f8e2c1a-9b7d-4e6f-a5c3-1b2d3e4f5a6b";
    expect(certificateNumber(id)).toBe("1B2D3E4F5A6B");
    expect(certificateFooterId(id)).toBe("3E4F5A6B");
    expect(certificateNumber(id)).toMatch(CERTIFICATE_NUMBER_PATTERN);
  });

  it("always matches the pattern for a UUID, and the footer ends the number", () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(certificateNumber(id)).toMatch(CERTIFICATE_NUMBER_PATTERN);
        expect(certificateNumber(id).endsWith(certificateFooterId(id))).toBe(true);
      }),
    );
  });
});

describe("stars and score", () => {
  it("gives the spec's stars per level", () => {
    expect(AWARD_LEVELS.map(awardStars)).toEqual([5, 4, 3, 3, 2, 4]);
    for (const level of AWARD_LEVELS) expect(awardStars(level)).toBeLessThanOrEqual(AWARD_STARS_MAX);
  });

  it("shows one decimal out of 10, a 0 as 0.0, and nothing for no score", () => {
    expect(formatCertificateScore(8.46)).toBe("8.5");
    expect(formatCertificateScore(0)).toBe("0.0");
    expect(formatCertificateScore(12)).toBe("10.0");
    expect(formatCertificateScore(null)).toBeNull();
  });
});
