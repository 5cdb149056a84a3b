import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { fail, ok } from "@/test/api-mock.ts";
import { ChallengeDashboard } from "./challenge-dashboard.tsx";
import { checkIn, feedPage, participant, renderWithClient, stubApi } from "./feed-test-kit.tsx";

// A feed of cards renders slowly in jsdom on a busy shared machine; the default 5 s is not about the feature.
vi.setConfig({ testTimeout: 20_000 });

// docs/product/challenges.md#dashboard: the tabs, the completion rate, the top five and the list, whose people
// filter the feed; against a stubbed network.

const FEED = "GET /api/events/e1/building-public/check-ins";
const PARTICIPANTS = "GET /api/events/e1/building-public/participants";

const people = [participant(7, { isCompleted: true, likesReceived: 4 }), participant(3), participant(1, { project: null })];
const participants = ok({
  participants: people,
  total: 3,
  completed: 1,
  completionRate: 1 / 3,
  requiredCheckIns: 7,
  topContributors: people,
});

/** The page's side of the filter: it keeps `?user=` and hands it back, as the challenge page does. */
function Page({ onChange }: { onChange: (userId: string | null) => void }) {
  const [user, setUser] = useState<string | null>(null);
  return (
    <ChallengeDashboard
      eventId="e1"
      locale="zh"
      userFilter={user}
      onUserFilterChange={(value) => {
        onChange(value);
        setUser(value);
      }}
    />
  );
}

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the participants tab", () => {
  it("is reached by keyboard and shows the rate, the top five and everyone's 'count / required'", async () => {
    stubApi({ [FEED]: ok(feedPage([checkIn(1)])), [PARTICIPANTS]: participants });
    renderWithClient(<Page onChange={() => undefined} />);
    const feedTab = screen.getByRole("tab", { name: "社区动态" });
    expect(feedTab.getAttribute("aria-selected")).toBe("true");
    feedTab.focus();
    fireEvent.keyDown(feedTab, { key: "ArrowRight" });
    const participantsTab = screen.getByRole("tab", { name: "参与者" });
    await waitFor(() => expect(participantsTab.getAttribute("aria-selected")).toBe("true"));
    expect(document.activeElement).toBe(participantsTab);

    expect((await screen.findByTestId("completion-rate")).textContent).toBe("33%");
    expect(screen.getByText("1 / 3 人完成")).toBeTruthy();
    expect(within(screen.getByTestId("top-contributors")).getAllByRole("button")).toHaveLength(3);
    const rows = within(screen.getByTestId("participants-list")).getAllByRole("button");
    expect(rows[0]?.textContent).toContain("作品7");
    expect(rows[0]?.textContent).toContain("已完成");
    expect(rows[0]?.textContent).toContain("7 / 7");
    expect(rows[2]?.textContent).toContain("未关联作品");
    expect(rows[2]?.textContent).not.toContain("已完成");
  });

  it("pressing a person filters the feed to them, back on the feed tab, with their name in the chip", async () => {
    const api = stubApi({
      [FEED]: async (url) => ok(feedPage([url.searchParams.get("user") === "u3" ? checkIn(3) : checkIn(1)])),
      [PARTICIPANTS]: participants,
    });
    const onChange = vi.fn();
    renderWithClient(<Page onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole("tab", { name: "参与者" }));
    fireEvent.click(await within(await screen.findByTestId("participants-list")).findByRole("button", { name: /选手3/ }));
    expect(onChange).toHaveBeenCalledWith("u3");
    expect(screen.getByRole("tab", { name: "社区动态" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("第3次打卡")).toBeTruthy();
    expect(screen.getByText("正在查看 选手3 的打卡")).toBeTruthy();
    expect(api.calls.some((c) => c.path.endsWith("user=u3"))).toBe(true);
  });

  it("says '获取参与者列表失败' when the list cannot be read", async () => {
    stubApi({ [FEED]: ok(feedPage([])), [PARTICIPANTS]: fail(403, "no", "FORBIDDEN") });
    renderWithClient(<Page onChange={() => undefined} />);
    fireEvent.mouseDown(screen.getByRole("tab", { name: "参与者" }));
    expect((await screen.findByRole("alert")).textContent).toContain("获取参与者列表失败");
  });
});
