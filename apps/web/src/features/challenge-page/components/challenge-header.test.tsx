import { buildingConfigSchema } from "@commons/domain";
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { ChallengeCompletionCard } from "./challenge-completion-card.tsx";
import { ChallengeHeader } from "./challenge-header.tsx";

const event = {
  startTime: "2025-03-01T01:00:00Z",
  endTime: "2025-03-21T15:00:00Z",
  timezone: "Asia/Shanghai",
  status: "PUBLISHED",
  shortDescription: "<p>二十一天</p>",
  buildingConfig: buildingConfigSchema.parse({}),
};

beforeEach(async () => {
  await activateLocale("zh");
});

describe("ChallengeHeader", () => {
  it("names the status by the clock, the setup badge once set up, the plain teaser, the dates, the length and the required check-ins", () => {
    const { rerender } = render(<ChallengeHeader event={event} locale="zh" setUp={false} now={new Date("2025-02-28T00:00:00Z")} />);
    expect(screen.getByTestId("challenge-status").textContent).toBe("未开始");
    expect(screen.queryByTestId("challenge-setup-badge")).toBeNull();
    expect(screen.getByTestId("challenge-teaser").textContent).toBe("二十一天");
    expect(screen.getByRole("list", { name: "挑战信息" }).textContent).toMatch(/2025年3月1日.*3月21日.*挑战 21 天需打卡 7 次/);
    rerender(<ChallengeHeader event={event} locale="zh" setUp now={new Date("2025-03-10T00:00:00Z")} />);
    expect(screen.getByTestId("challenge-status").textContent).toBe("进行中");
    expect(screen.getByTestId("challenge-setup-badge").textContent).toBe("已完成设置");
    rerender(<ChallengeHeader event={{ ...event, status: "COMPLETED" }} locale="zh" setUp now={new Date("2025-03-10T00:00:00Z")} />);
    expect(screen.getByTestId("challenge-status").textContent).toBe("已结束");
  });

  it("shows the completion with its date in the event's zone until certificates land", () => {
    render(<ChallengeCompletionCard completedAt="2025-03-07T17:00:00Z" locale="zh" timezone="Asia/Shanghai" />);
    expect(screen.getByRole("region", { name: "我的证书" }).textContent).toContain("完成于 2025年3月8日");
  });
});
