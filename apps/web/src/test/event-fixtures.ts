// Test-only: one seeded-looking event as the API sends it, for tests that render whole pages.
import type { HackathonConfig, HackathonStage } from "@commons/domain";

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

/** A whole hackathon configuration (as the event payload carries it) at the given stage, with a resource and two awards. */
export function hackathonConfig(stage: HackathonStage, overrides: Partial<HackathonConfig> = {}): HackathonConfig {
  return {
    stage: { current: stage, lastUpdatedAt: null, lastUpdatedBy: null, history: [{ stage, changedAt: "2026-11-01T00:00:00.000Z", changedBy: null, note: null }] },
    voting: { allowPublicVoting: true, enableJudgeVoting: true, judgeWeight: 0.7, publicWeight: 0.3, publicVotingScope: "ALL", votesPerPerson: null },
    settings: { allowSolo: true, maxTeamSize: 5, requireProject: false, hideGalleryUntilVoting: false },
    resources: {
      tutorials: [{ title: "入门教程", url: "https://example.com/tutorial", description: "从零开始" }],
      tools: [{ name: "调试工具", url: "https://tools.example.com/", description: "" }],
      examples: [],
    },
    awards: [
      { id: "a1", name: "最佳创意奖", description: "最有想象力的作品", awardType: "JUDGE", maxWinners: 1 },
      { id: "a2", name: "人气奖", description: "", awardType: "PUBLIC", maxWinners: 3 },
    ],
    judging: { criteria: [{ id: "overall", name: "", description: "", weight: 1 }] },
    ...overrides,
  };
}
