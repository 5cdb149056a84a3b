// The authorisation matrix's entries for user projects (docs/product/hackathons.md#projects), part B of
// the hackathons. authz-matrix-entries.ts spreads them into the matrix. User search is a read (GET), so it
// is not here: its 401 for the signed out is in modules/users/users-search.test.ts.
import type { Entry } from "./authz-matrix-entries.ts";

export const HACKATHON_PROJECT_ENTRIES: Record<string, Entry> = {
  "PUT /api/projects/{id}": {
    access: "owner",
    prepare: (w) => w.project(),
    call: async (x) => x.c.request("PUT", `/api/projects/${await x.w.project()}`, { title: "改过的作品", stage: "LAUNCHED", url: "https://example.com" }),
    refused: [403],
  },
  "DELETE /api/projects/{id}": {
    access: "owner",
    prepare: (w) => w.project(),
    call: async (x) => x.c.delete(`/api/projects/${await x.w.project()}`),
    refused: [403],
  },
};
