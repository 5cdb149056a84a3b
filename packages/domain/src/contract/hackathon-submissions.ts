import { z } from "zod";
import { submissionSchema } from "./hackathons.ts";

// docs/product/hackathons.md#submissions: the answers of the team's own submission routes (part C).

/** POST submit-project, PUT a submission, GET my-submission. */
export const submissionResultSchema = z.strictObject({ submission: submissionSchema });
export type SubmissionResult = z.infer<typeof submissionResultSchema>;

/** DELETE a submission (withdrawn) or DELETE …/members/me (left): which submission it was. */
export const submissionLeftSchema = z.strictObject({ submissionId: z.string() });
export type SubmissionLeft = z.infer<typeof submissionLeftSchema>;

/** What GET /api/user/registrations shows of a hackathon registration's submission. */
export const registrationSubmissionSchema = z
  .strictObject({ id: z.string(), title: z.string(), role: z.enum(["SUBMITTER", "MEMBER"]) })
  .meta({ id: "RegistrationSubmission" });
export type RegistrationSubmission = z.infer<typeof registrationSubmissionSchema>;
