import type { ChallengeCheckIn, ChallengeFeedPage, ChallengeParticipant } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { type Answer, mockApi, ok } from "@/test/api-mock.ts";
import { eventDetail } from "@/test/event-fixtures.ts";

// Test-only helpers shared by this feature's component tests: only the network (fetch) is stubbed.

export const ME = { session: { id: "s1", expiresAt: "2099-01-01T00:00:00.000Z" }, user: { id: "me", name: "我", email: "me@example.com", image: null } };

export function checkIn(i: number, fields: Partial<ChallengeCheckIn> = {}): ChallengeCheckIn {
  return {
    id: `c${i}`,
    eventId: "e1",
    day: i,
    title: `第${i}次打卡`,
    content: `今天完成了登录页面和数据库迁移，明天继续做打卡提醒，进度顺利。第${i}条`,
    nextPlan: "接入通知",
    imageUrls: [],
    demoUrl: null,
    isPublic: true,
    // 02:30 UTC is 10:30 in Shanghai: the card shows the event's zone.
    checkedInAt: "2026-11-20T02:30:00.000Z",
    updatedAt: "2026-11-20T02:30:00.000Z",
    likeCount: 3,
    commentCount: 0,
    isLiked: false,
    user: { id: `u${i}`, name: `选手${i}`, username: null, image: null },
    project: { id: `p${i}`, title: `作品${i}`, subtitle: null, tags: [] },
    registration: { checkInCount: 2, isCompleted: false, visibilityLevel: "PUBLIC" },
    ...fields,
  };
}

export function feedPage(checkIns: ChallengeCheckIn[], page = 1, hasNextPage = false): ChallengeFeedPage {
  return { checkIns, meta: { page, limit: 10, sort: "latest", user: "all", hasNextPage } };
}

export function participant(i: number, fields: Partial<ChallengeParticipant> = {}): ChallengeParticipant {
  return {
    user: { id: `u${i}`, name: `选手${i}`, username: null, image: null, levels: [] },
    project: { id: `p${i}`, title: `作品${i}`, subtitle: null, tags: [] },
    checkInCount: i,
    isCompleted: false,
    likesReceived: 0,
    lastCheckInAt: null,
    visibilityLevel: "PUBLIC",
    ...fields,
  };
}

/** The event (its zone), the session (signed in unless told) and the routes the test adds. */
export function stubApi(routes: Record<string, Answer>, options: { signedIn?: boolean } = {}) {
  return mockApi({
    "GET /api/auth/get-session": { status: 200, body: options.signedIn === false ? null : ME },
    "GET /api/events/e1": ok(eventDetail({ type: "BUILDING_PUBLIC" })),
    ...routes,
  });
}

export function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}
