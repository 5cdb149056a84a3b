import type { AwardType, HackathonConfig, HackathonConfigInput, PublicVotingScope } from "@commons/domain";

// The editor's form values: the configuration's shape (so a server path such as "resources.tools.0.url"
// is the form's own path), with numbers kept as the text typed until they are sent.

export type ResourceKind = "tutorials" | "tools" | "examples";
/** Tools have a name, tutorials and examples a title (the spec's shapes). */
export const LABEL_FIELD: Record<ResourceKind, "title" | "name"> = { tutorials: "title", tools: "name", examples: "title" };

export interface ResourceRow {
  title?: string;
  name?: string;
  url: string;
  description: string;
}

export interface AwardRow {
  id?: string;
  name: string;
  description: string;
  awardType: AwardType;
  maxWinners: string;
}

export interface HackathonFormValues {
  settings: { allowSolo: boolean; maxTeamSize: string; requireProject: boolean; hideGalleryUntilVoting: boolean };
  voting: { allowPublicVoting: boolean; enableJudgeVoting: boolean; judgeWeight: string; publicWeight: string; publicVotingScope: PublicVotingScope };
  resources: Record<ResourceKind, ResourceRow[]>;
  awards: AwardRow[];
}

export function fromConfig(config: HackathonConfig): HackathonFormValues {
  const { settings, voting, resources, awards } = config;
  return {
    settings: { ...settings, maxTeamSize: String(settings.maxTeamSize) },
    voting: { ...voting, judgeWeight: String(voting.judgeWeight), publicWeight: String(voting.publicWeight) },
    resources: {
      tutorials: resources.tutorials.map((r) => ({ ...r })),
      tools: resources.tools.map((r) => ({ ...r })),
      examples: resources.examples.map((r) => ({ ...r })),
    },
    awards: awards.map((a) => ({ ...a, maxWinners: String(a.maxWinners) })),
  };
}

/** A blank box is not a number: it reaches the schema as NaN, which names the field. */
const num = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

const resourceInput = (kind: ResourceKind, rows: ResourceRow[]) =>
  rows.map((row) => ({ [LABEL_FIELD[kind]]: row[LABEL_FIELD[kind]] ?? "", url: row.url, description: row.description }));

/** The form's values → the PUT body. */
export function toInput(values: HackathonFormValues): HackathonConfigInput {
  return {
    settings: { ...values.settings, maxTeamSize: num(values.settings.maxTeamSize) },
    voting: { ...values.voting, judgeWeight: num(values.voting.judgeWeight), publicWeight: num(values.voting.publicWeight) },
    resources: {
      tutorials: resourceInput("tutorials", values.resources.tutorials) as { title: string; url: string; description: string }[],
      tools: resourceInput("tools", values.resources.tools) as { name: string; url: string; description: string }[],
      examples: resourceInput("examples", values.resources.examples) as { title: string; url: string; description: string }[],
    },
    awards: values.awards.map(({ id, maxWinners, ...award }) => ({ ...(id ? { id } : {}), ...award, maxWinners: num(maxWinners) })),
  };
}
