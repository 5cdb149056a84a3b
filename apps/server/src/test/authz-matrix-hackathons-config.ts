// The authorisation matrix's entries for a hackathon's configuration and stage (docs/product/hackathons.md
// #configuration, #stages). authz-matrix-entries.ts spreads them into the matrix.
import type { Entry } from "./authz-matrix-entries.ts";

const config = { settings: { maxTeamSize: 3 }, awards: [{ name: "一等奖", maxWinners: 1 }] };

export const HACKATHON_CONFIG_ENTRIES: Record<string, Entry> = {
  "PUT /api/events/{id}/hackathon-config": {
    access: "owner",
    prepare: (w) => w.hackathon(),
    call: async (x) => x.c.request("PUT", `/api/events/${await x.w.hackathon()}/hackathon-config`, config),
    refused: [403],
  },
  "POST /api/events/{id}/hackathon-stage": {
    access: "owner",
    prepare: (w) => w.hackathon(),
    call: async (x) => x.c.post(`/api/events/${await x.w.hackathon()}/hackathon-stage`, { stage: "DEVELOPMENT", note: "开工" }),
    refused: [403],
  },
};
