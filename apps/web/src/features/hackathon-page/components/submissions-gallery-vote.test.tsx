import type { SubmissionCard } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { type Answer, fail, mockApi, ok } from "@/test/api-mock.ts";
import { SubmissionsGallery } from "./submissions-gallery.tsx";

// docs/product/hackathons.md#voting: the vote bar of the gallery's cards, against a stubbed network.

function card(i: number, fields: Partial<SubmissionCard> = {}): SubmissionCard {
  return {
    id: `s${i}`,
    eventId: "e1",
    projectId: null,
    title: `作品${i}`,
    description: "一个作品",
    coverImage: null,
    tags: [],
    team: [
      {
        id: `u${i}`,
        name: `选手${i}`,
        username: null,
        image: null,
        role: "SUBMITTER",
      },
    ],
    voteCount: 4,
    audienceScore: 0.4,
    judgeScore: null,
    finalScore: null,
    rank: null,
    submittedAt: "2026-11-20T10:00:00.000Z",
    ...fields,
  };
}

const me = {
  session: { id: "x", expiresAt: "2099-01-01T00:00:00.000Z" },
  user: { id: "me", name: "我", email: "me@example.com", image: null },
};

function stub(routes: Record<string, Answer>, options: { signedIn?: boolean; cards?: SubmissionCard[] } = {}) {
  const cards = options.cards ?? [
    card(1),
    card(2, {
      team: [{ id: "me", name: "我", username: null, image: null, role: "MEMBER" }],
    }),
  ];
  return mockApi({
    "GET /api/auth/get-session": {
      status: 200,
      body: options.signedIn === false ? null : me,
    },
    "GET /api/events/e1/submissions": ok({
      submissions: cards,
      sort: "recent",
      page: 1,
      pageSize: 12,
      total: cards.length,
      hasNextPage: false,
      hidden: false,
    }),
    "GET /api/events/e1/my-votes": ok({
      submissionIds: [],
      votesPerPerson: 3,
      votesLeft: 3,
    }),
    ...routes,
  });
}

function renderGallery(voting: { votesPerPerson: number | null } | null = { votesPerPerson: 3 }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <SubmissionsGallery eventId="e1" locale="zh" sort="recent" onSortChange={() => undefined} voting={voting} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const cardOf = async (title: string) => (await screen.findByText(title)).closest("[data-testid=submission-card]") as HTMLElement;

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("voting in the gallery", () => {
  it("counts the vote at once (+1 vote, +0.1 score), shows 已投票 and the votes left, then keeps the server's figures", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const api = stub({
      "POST /api/events/e1/submissions/s1/vote": () => new Promise((resolve) => (answer = resolve)),
    });
    renderGallery();
    const one = await cardOf("作品1");
    expect((await screen.findByTestId("votes-left")).textContent).toContain("3");
    fireEvent.click(within(one).getByRole("button", { name: "为“作品1”投票" }));
    await waitFor(() => expect(within(one).getByTestId("vote-count").textContent).toBe("5 票"));
    expect(within(one).getByTestId("audience-score").textContent).toBe("大众分 0.5");
    expect(within(one).getByRole("button", { name: /撤回/ }).getAttribute("aria-pressed")).toBe("true");
    expect(within(one).getByText("已投票")).toBeTruthy();
    expect(screen.getByTestId("votes-left").textContent).toContain("2");
    answer(
      ok({
        submissionId: "s1",
        voted: true,
        voteCount: 9,
        audienceScore: 0.9,
        votesLeft: 2,
      }),
    );
    await waitFor(() => expect(within(one).getByTestId("vote-count").textContent).toBe("9 票"));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
      voteType: "AUDIENCE",
    });
  });

  it("rolls back and shows the server's reason when the vote is refused", async () => {
    stub({
      "POST /api/events/e1/submissions/s1/vote": fail(409, "你的 3 票已经用完，可以撤回一票再投", "CONFLICT"),
    });
    renderGallery();
    const one = await cardOf("作品1");
    fireEvent.click(within(one).getByRole("button", { name: "为“作品1”投票" }));
    expect(await screen.findByText("你的 3 票已经用完，可以撤回一票再投")).toBeTruthy();
    await waitFor(() => expect(within(one).getByTestId("vote-count").textContent).toBe("4 票"));
    expect(within(one).getByTestId("audience-score").textContent).toBe("大众分 0.4");
    expect(within(one).getByRole("button", { name: "为“作品1”投票" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("withdraws a vote: 已投票 pressed again takes it back", async () => {
    stub({
      "GET /api/events/e1/my-votes": ok({
        submissionIds: ["s1"],
        votesPerPerson: 3,
        votesLeft: 2,
      }),
      "DELETE /api/events/e1/submissions/s1/vote": ok({
        submissionId: "s1",
        voted: false,
        voteCount: 3,
        audienceScore: 0.3,
        votesLeft: 3,
      }),
    });
    renderGallery();
    const one = await cardOf("作品1");
    fireEvent.click(
      await within(one).findByRole("button", {
        name: "已投票，撤回对“作品1”的投票",
      }),
    );
    await waitFor(() => expect(within(one).getByTestId("vote-count").textContent).toBe("3 票"));
    expect(within(one).getByRole("button", { name: "为“作品1”投票" })).toBeTruthy();
  });

  it("own project: the button is disabled and says why", async () => {
    stub({});
    renderGallery();
    const two = await cardOf("作品2");
    const button = await within(two).findByRole("button", {
      name: "为“作品2”投票",
    });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(within(two).getByText("不能给自己的作品投票")).toBeTruthy();
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
  });

  it("signed out: the vote is not kept and the login toast offers to sign in", async () => {
    stub(
      {
        "POST /api/events/e1/submissions/s1/vote": fail(401, "请先登录再投票", "UNAUTHORIZED"),
      },
      { signedIn: false },
    );
    renderGallery();
    const one = await cardOf("作品1");
    expect(screen.queryByTestId("votes-left")).toBeNull();
    fireEvent.click(within(one).getByRole("button", { name: "为“作品1”投票" }));
    expect(await screen.findByText("请先登录", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "登录" })).toBeTruthy();
    expect(within(one).getByTestId("vote-count").textContent).toBe("4 票");
  });

  it("no vote bar outside voting", async () => {
    stub({});
    renderGallery(null);
    await cardOf("作品1");
    expect(screen.queryByTestId("vote-bar")).toBeNull();
    expect(screen.queryByRole("button", { name: /投票/ })).toBeNull();
  });
});
