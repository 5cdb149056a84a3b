// docs/product/people.md#volunteers: the states of a volunteer application.

export const VOLUNTEER_STATUSES = ["APPLIED", "APPROVED", "REJECTED", "CANCELLED"] as const;
export type VolunteerStatus = (typeof VOLUNTEER_STATUSES)[number];
