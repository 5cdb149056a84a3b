// Test-only: a challenge, a participation and a check-in as the API sends them, and the page's slots.
import { buildingConfigSchema, type ChallengeCheckIn, type ChallengeParticipation } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Toaster } from "@/lib/toast.tsx";
import type { RenderImages } from "./check-in-form.tsx";
import type { ChallengeEvent } from "./challenge-main-card.tsx";

export const NOW = new Date("2025-03-05T04:00:00Z");

export function challengeEvent(overrides: Partial<ChallengeEvent> = {}): ChallengeEvent {
  return {
    id: "e1",
    startTime: "2025-03-01T01:00:00Z",
    endTime: "2025-03-22T15:00:00Z",
    timezone: "Asia/Shanghai",
    status: "PUBLISHED",
    buildingConfig: buildingConfigSchema.parse({}),
    ...overrides,
  };
}

export function participation(overrides: Partial<ChallengeParticipation> = {}): ChallengeParticipation {
  return {
    registrationId: "r1",
    status: "APPROVED",
    setUp: true,
    project: { id: "p1", title: "记账工具", subtitle: "三分钟报税", tags: [] },
    plan21Days: "每天写一点代码，第一周完成原型，第二周找十个用户试用，第三周上线。",
    visibilityLevel: "PUBLIC",
    checkInCount: 2,
    requiredCheckIns: 7,
    isCompleted: false,
    completedAt: null,
    today: 5,
    todayCheckInId: null,
    ...overrides,
  };
}

export function checkIn(overrides: Partial<ChallengeCheckIn> = {}): ChallengeCheckIn {
  return {
    id: "c1",
    eventId: "e1",
    day: 4,
    title: "登录页完成",
    content: "今天完成了登录页和注册流程，写了单元测试，修了两个样式问题。",
    nextPlan: "做设置页",
    imageUrls: [],
    demoUrl: null,
    isPublic: true,
    checkedInAt: "2025-03-04T12:00:00Z",
    updatedAt: "2025-03-04T12:00:00Z",
    likeCount: 0,
    commentCount: 0,
    isLiked: false,
    user: { id: "me", name: "李雷", username: "lilei", image: null },
    project: null,
    registration: { checkInCount: 2, isCompleted: false, visibilityLevel: "PUBLIC" },
    ...overrides,
  };
}

/** The uploads feature's place: a button that "uploads" one more image. */
export const renderImages: RenderImages = ({ label, value, onChange }) => (
  <button type="button" onClick={() => onChange([...value, `/files/img-${value.length + 1}.png`])}>
    {`${label} (${value.length})`}
  </button>
);

export function renderWithClient(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      {node}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, client };
}
