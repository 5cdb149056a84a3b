// Test-only: one seeded-looking event as the API sends it, for tests that render whole pages.

/** A meetup as `GET /api/events` lists it. */
export const eventCard = {
  id: "e1",
  title: "独立开发者分享会",
  shortDescription: null,
  coverImage: null,
  type: "MEETUP",
  status: "PUBLISHED",
  featured: true,
  isExternalEvent: false,
  startTime: "2025-03-15T11:00:00Z",
  endTime: "2025-03-15T13:00:00Z",
  timezone: "Asia/Shanghai",
  isOnline: false,
  address: "漕溪北路 88 号",
  city: "上海",
  maxAttendees: 40,
  registrationCount: 7,
  tags: ["独立开发", "AI", "出海", "增长", "Meetup"],
  organizer: { id: "u1", name: "林晓", username: "linxiao", image: null, userRoleString: null, membershipLevel: "MEMBER", creatorLevel: null, mentorLevel: null, contributorLevel: null },
  organization: null,
};

/** The same event as `GET /api/events/{id}` answers, with `overrides` (another type, another title). */
export function eventDetail(overrides: Record<string, unknown> = {}) {
  return {
    ...eventCard,
    richContent: "<p>欢迎</p>",
    description: null,
    onlineUrl: null,
    registrationDeadline: null,
    requireApproval: false,
    ticketTypes: [],
    questions: [],
    participants: [],
    isEventAdmin: false,
    viewCount: 1,
    ...overrides,
  };
}
