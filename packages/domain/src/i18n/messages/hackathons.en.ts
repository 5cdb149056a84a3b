import type { hackathonsMessagesZh } from "./hackathons.zh.ts";

export const hackathonsMessagesEn: Record<keyof typeof hackathonsMessagesZh, string> = {
  "hackathons.urlInvalid": "Please enter a valid URL",
  "hackathons.nameRequired": "Please enter a name",
  "hackathons.nameTooLong": "The name can be at most {max} characters",
  "hackathons.descriptionTooLong": "The description can be at most {max} characters",
  "hackathons.weightRange": "A weight must be between 0 and 1",
  "hackathons.maxTeamSizeRange": "The team size limit must be a whole number from 1 to 20",
  "hackathons.maxWinnersMin": "An award has at least 1 winner",
  "hackathons.projectRequired": "Please select a project",
  "hackathons.titleRequired": "Project title is required",
  "hackathons.titleTooLong": "The project title can be at most {max} characters",
  "hackathons.descriptionRequired": "Project description is required",
  "hackathons.stage.REGISTRATION": "Registration",
  "hackathons.stage.DEVELOPMENT": "Development",
  "hackathons.stage.SUBMISSION": "Submission",
  "hackathons.stage.VOTING": "Voting",
  "hackathons.stage.RESULTS": "Results",
  // Part D (the hackathon page and its gallery)
  "hackathons.notAHackathon": "This event is not a hackathon",
} as const;
