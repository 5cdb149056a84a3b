import { type AwardCategory, type AwardLevel, CERTIFICATE_TILE_LEVELS, type PublicCertificate } from "@commons/domain";

// docs/product/certificate-pages.md#my-certificates: the list's search, its two filters and its four tiles.

export interface CertificateFilters {
  query: string;
  level: AwardLevel | "";
  category: AwardCategory | "";
}

export const NO_FILTERS: CertificateFilters = { query: "", level: "", category: "" };

type Searchable = Pick<PublicCertificate, "projectTitle" | "awardName" | "eventTitle" | "awardLevel" | "awardCategory">;

/** The search looks in the project's title, the award's name and the event's title, case and width aside. */
export function filterCertificates<T extends Searchable>(certificates: readonly T[], { query, level, category }: CertificateFilters): T[] {
  const needle = query.trim().normalize("NFKC").toLowerCase();
  return certificates.filter(
    (c) =>
      (!level || c.awardLevel === level) &&
      (!category || c.awardCategory === category) &&
      (!needle || [c.projectTitle, c.awardName, c.eventTitle].some((text) => text?.normalize("NFKC").toLowerCase().includes(needle))),
  );
}

export type TileKey = (typeof CERTIFICATE_TILE_LEVELS)[number] | "other";
export const TILE_KEYS: readonly TileKey[] = [...CERTIFICATE_TILE_LEVELS, "other"];

/**
 * First, second and third counted each, every other level together: over all the reader's certificates, not the
 * filtered view, and only valid ones (a revoked prize is no longer held).
 */
export function countTiles(certificates: readonly Pick<PublicCertificate, "awardLevel" | "status">[]): Record<TileKey, number> {
  const counts: Record<TileKey, number> = { FIRST: 0, SECOND: 0, THIRD: 0, other: 0 };
  for (const c of certificates) {
    if (c.status !== "VALID") continue;
    const key = (CERTIFICATE_TILE_LEVELS as readonly AwardLevel[]).includes(c.awardLevel) ? (c.awardLevel as TileKey) : "other";
    counts[key] += 1;
  }
  return counts;
}
