import type { ChallengeParticipation, ChallengeSetupInput, ChallengeVisibility } from "@commons/domain";

// The setup form's values (docs/product/challenges.md#setup): the schema's shape, so a server path such as
// "newProject.title" is the form's own, plus which of the two ways to name a project is chosen.

export interface SetupFormValues {
  projectMode: "existing" | "new";
  projectId: string;
  newProject: { title: string; subtitle: string; description: string };
  plan21Days: string;
  visibilityLevel: ChallengeVisibility;
}

export function setupDefaults(participation: ChallengeParticipation | null, hasProjects: boolean): SetupFormValues {
  return {
    projectMode: participation?.project || hasProjects ? "existing" : "new",
    projectId: participation?.project?.id ?? "",
    newProject: { title: "", subtitle: "", description: "" },
    plan21Days: participation?.plan21Days ?? "",
    visibilityLevel: participation?.visibilityLevel ?? "PUBLIC",
  };
}

/** The form → the POST body: one of the two project ways, never both. */
export function setupInput(values: SetupFormValues): ChallengeSetupInput {
  const common = { plan21Days: values.plan21Days, visibilityLevel: values.visibilityLevel };
  return values.projectMode === "new" ? { ...common, newProject: values.newProject } : { ...common, projectId: values.projectId };
}
