import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DigitalCard, DigitalCards, EventDetail } from "@commons/domain";
import { activateLocale } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { Toaster } from "@/lib/toast.tsx";
import { fail, mockApi, ok } from "@/test/api-mock.ts";
import { eventDetail } from "@/test/event-fixtures.ts";
import { CardGalleryButton } from "./card-gallery-button.tsx";
import { CardsSection } from "./cards-section.tsx";

const card = (n: number, fields: Partial<DigitalCard> = {}): DigitalCard => ({
  userId: `u${n}`,
  name: `参与者${n}`,
  username: `p${n}`,
  image: null,
  userRoleString: "设计师",
  currentWorkOn: "一个配色工具",
  bio: "喜欢把复杂的流程做得简单。",
  skills: ["Figma"],
  profilePath: `/u/p${n}`,
  wechatId: null,
  email: null,
  isMine: false,
  ...fields,
});

const gallery = (cards: DigitalCard[]): DigitalCards => ({ cards, total: cards.length, contactsShown: true });

const forbidden = fail(403, "你暂时不能查看本活动的参与者", "FORBIDDEN");

function renderSection(event: EventDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CardsSection event={event} locale="zh" viewerId="me" />
      <Toaster />
    </QueryClientProvider>,
  );
}

const registered = (allowDigitalCardDisplay: boolean | null, status = "APPROVED", canSeeParticipants = true) =>
  eventDetail({
    id: "e1",
    participantsVisibility: "REGISTRANTS",
    viewer: {
      canSeeParticipants,
      liked: false,
      bookmarked: false,
      subscribed: false,
      registration: { id: "r1", status, ticketTypeId: null, registeredAt: "2025-03-01T00:00:00Z", checkedInAt: null, allowDigitalCardDisplay },
    },
  }) as unknown as EventDetail;

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CardsSection", () => {
  it("neither asks nor draws anything when the event says the viewer may not see participants", async () => {
    const { calls } = mockApi({ "GET /api/events/e1/cards": forbidden });
    const { container } = renderSection(registered(true, "PENDING", false));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.path === "/api/events/e1/cards")).toEqual([]);
    expect(container.textContent).toBe("");
  });

  it("says nothing when a refetch is refused after the reader cancelled (the cards were on screen)", async () => {
    let allowed = true;
    mockApi({ "GET /api/events/e1/cards": async () => (allowed ? ok(gallery([card(1)])) : forbidden) });
    // The app's own client: its query cache is what raises the toast for a failed refetch.
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    render(
      <QueryClientProvider client={client}>
        <CardsSection event={registered(true)} locale="zh" viewerId="me" />
        <Toaster />
      </QueryClientProvider>,
    );
    await screen.findByTestId("cards-section");
    allowed = false;
    await client.invalidateQueries({ queryKey: ["events"] });
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByText("你暂时不能查看本活动的参与者")).toBeNull();
  });

  it("draws nothing, and says nothing, when the server answers 403 all the same (the organiser just narrowed it)", async () => {
    const { calls } = mockApi({ "GET /api/events/e1/cards": forbidden });
    const { container } = renderSection(registered(true, "PENDING"));
    await waitFor(() => expect(calls.some((c) => c.method === "GET" && c.path === "/api/events/e1/cards")).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("cards-section")).toBeNull();
    expect(container.textContent).toBe("");
    expect(document.querySelector("[data-sonner-toast]")).toBeNull();
  });

  it("shows the count, the faces and the gallery button", async () => {
    mockApi({ "GET /api/events/e1/cards": ok(gallery([card(1), card(2), card(3)])) });
    renderSection(registered(true));
    expect(await screen.findByText("数字名片（3）")).toBeTruthy();
    expect(screen.getByRole("button", { name: "打开名片墙" })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "向其他参与者展示我的名片" }).getAttribute("aria-checked")).toBe("true");
  });

  it("moves through the slides with the buttons and the arrow keys, telling the position", async () => {
    mockApi({ "GET /api/events/e1/cards": ok(gallery([card(1), card(2), card(3)])) });
    renderSection(registered(true));
    fireEvent.click(await screen.findByRole("button", { name: "打开名片墙" }));
    // The gallery is a lazy chunk: give it time on a busy machine.
    const dialog = await screen.findByRole("dialog", {}, { timeout: 10_000 });
    expect(within(dialog).getByText("数字名片（3）")).toBeTruthy();
    // The grid: one button per card; opening the second shows it large, in the slides.
    fireEvent.click(await within(dialog).findByRole("button", { name: "查看 参与者2 的名片" }, { timeout: 10_000 }));
    const position = () => within(dialog).getByTestId("card-position").textContent;
    expect(position()).toBe("2 / 3");
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByTestId("card-slide")));
    expect(within(dialog).getByRole("group", { name: "参与者2 的数字名片" })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "下一张" }));
    expect(position()).toBe("3 / 3");
    fireEvent.click(within(dialog).getByRole("button", { name: "下一张" }));
    expect(position()).toBe("1 / 3");
    fireEvent.click(within(dialog).getByRole("button", { name: "上一张" }));
    expect(position()).toBe("3 / 3");

    fireEvent.keyDown(within(dialog).getByTestId("card-slide"), { key: "ArrowLeft" });
    expect(position()).toBe("2 / 3");
    fireEvent.keyDown(within(dialog).getByTestId("card-slide"), { key: "ArrowRight" });
    expect(position()).toBe("3 / 3");

    // A swipe to the left is "next".
    const slide = within(dialog).getByTestId("card-slide");
    fireEvent.pointerDown(slide, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(slide, { clientX: 200, clientY: 110 });
    expect(position()).toBe("1 / 3");

    // Back to the grid: the card last shown takes the focus.
    fireEvent.click(within(dialog).getByRole("button", { name: "网格" }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "查看 参与者1 的名片" })));
  });

  it("shows an empty state, and no gallery button, when nobody shows a card", async () => {
    mockApi({ "GET /api/events/e1/cards": ok(gallery([])) });
    renderSection(registered(false));
    expect(await screen.findByText("还没有参与者展示名片。")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "打开名片墙" })).toBeNull();
  });

  it("sends the consent switch to the server and reloads the gallery", async () => {
    let shown = [card(1, { isMine: true }), card(2)];
    const { calls } = mockApi({
      "GET /api/events/e1/cards": async () => ok(gallery(shown)),
      "PATCH /api/events/e1/my-registration/card-consent": async () => {
        shown = [card(2)];
        return ok({ registrationId: "r1", allowDigitalCardDisplay: false });
      },
    });
    renderSection(registered(true));
    const toggle = await screen.findByRole("switch", { name: "向其他参与者展示我的名片" });
    expect(await screen.findByText("数字名片（2）")).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(calls.find((c) => c.method === "PATCH" && c.path === "/api/events/e1/my-registration/card-consent")?.body).toEqual({ allowDigitalCardDisplay: false }));
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(await screen.findByText("数字名片（1）")).toBeTruthy();
    expect(await screen.findByText("你的名片已隐藏，其他参与者看不到它了")).toBeTruthy();
  });

  it("offers no switch to someone without a standing registration", async () => {
    mockApi({ "GET /api/events/e1/cards": ok(gallery([card(1)])) });
    renderSection(registered(true, "WAITLISTED"));
    expect(await screen.findByText("数字名片（1）")).toBeTruthy();
    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("says there is nothing to download when the gallery (placed elsewhere) has no card", async () => {
    mockApi({ "GET /api/events/e1/cards": ok(gallery([])) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CardGalleryButton eventId="e1" eventTitle="分享会" />
        <Toaster />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "打开名片墙" }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 10_000 });
    await within(dialog).findByText("还没有参与者展示名片。");
    fireEvent.click(within(dialog).getByRole("button", { name: "下载全部（zip）" }));
    expect(await screen.findByText("没有可下载的名片")).toBeTruthy();
  });
});
