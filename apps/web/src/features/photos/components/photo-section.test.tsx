import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { Toaster } from "@/lib/toast.tsx";
import type { EventPhoto, EventPhotos } from "@commons/domain";
import { PhotoSection, type PhotoUploaderProps } from "./photo-section.tsx";

const photo = (n: number, canDelete = false): EventPhoto => ({
  id: `p${n}`,
  imageUrl: `/files/event-photos/u${n}/${String(n).repeat(32).slice(0, 32)}.png`,
  createdAt: new Date(Date.now() - n * 60_000).toISOString(),
  uploader: { id: `u${n}`, name: `摄影师${n}`, username: null, image: null },
  canDelete,
});

const album = (fields: Partial<EventPhotos> = {}): EventPhotos => ({
  photos: [],
  total: 0,
  canUpload: false,
  remaining: 0,
  maxPerUploader: 20,
  ...fields,
});

type Answer = { status: number; body: unknown };
const ok = (data: unknown, status = 200): Answer => ({ status, body: { success: true, data } });

/** A fake API: answers per "METHOD /path", recording the calls. */
function mockApi(routes: Record<string, () => Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${(init?.method ?? "GET").toUpperCase()} ${new URL(String(input), "http://local").pathname}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = routes[key]?.() ?? { status: 404, body: { success: false, error: "no route", code: "NOT_FOUND" } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

/** Stands in for the uploads feature's ImageUploader: one click "stores" a file and reports its URL. */
function FakeUploader({ value, onChange, maxFiles, label }: PhotoUploaderProps) {
  return (
    <button type="button" onClick={() => onChange([...value, "/files/event-photos/me/new.png"])}>
      {label} ({maxFiles})
    </button>
  );
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PhotoSection eventId="e1" locale="zh" renderUploader={(props) => <FakeUploader {...props} />} />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PhotoSection", () => {
  it("shows an empty state and no upload control to a visitor", async () => {
    mockApi({ "GET /api/events/e1/photos": () => ok(album()) });
    renderSection();
    expect(await screen.findByText("还没有照片")).toBeTruthy();
    expect(screen.getByText("参与者和主办方上传的现场照片会出现在这里。")).toBeTruthy();
    expect(screen.queryByTestId("photo-upload")).toBeNull();
    expect(screen.queryByRole("button", { name: /上传活动照片/ })).toBeNull();
  });

  it("lays the photos out in a grid and enlarges one on click, moving with the arrows", async () => {
    mockApi({ "GET /api/events/e1/photos": () => ok(album({ photos: [photo(1), photo(2)], total: 2 })) });
    renderSection();
    const grid = await screen.findByTestId("photo-grid");
    expect(within(grid).getAllByRole("button")).toHaveLength(2);
    expect(screen.getByText("2 张")).toBeTruthy();
    expect(screen.queryByTestId("photo-upload")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "查看大图：摄影师2 上传的照片" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("照片 2 / 2")).toBeTruthy();
    expect(within(dialog).getByTestId("photo-viewer-image").getAttribute("src")).toBe(photo(2).imageUrl);
    fireEvent.click(within(dialog).getByRole("button", { name: "下一张" }));
    expect(within(dialog).getByText("照片 1 / 2")).toBeTruthy();
    // Only photos the viewer may delete offer it.
    expect(within(dialog).queryByRole("button", { name: /删除照片/ })).toBeNull();
  });

  it("shows a '+N' tile when there are more photos than the grid holds", async () => {
    const photos = Array.from({ length: 15 }, (_, i) => photo(i + 1));
    mockApi({ "GET /api/events/e1/photos": () => ok(album({ photos, total: 15 })) });
    renderSection();
    const grid = await screen.findByTestId("photo-grid");
    expect(within(grid).getAllByRole("button")).toHaveLength(12);
    expect(within(grid).getByText("+3")).toBeTruthy();
  });

  it("offers the upload to people allowed to, posts each new photo once, then reloads the album", async () => {
    let current = album({ canUpload: true, remaining: 20 });
    const calls = mockApi({
      "GET /api/events/e1/photos": () => ok(current),
      "POST /api/events/e1/photos": () => {
        current = album({ canUpload: true, remaining: 19, photos: [photo(9, true)], total: 1 });
        return ok({ photo: photo(9, true), remaining: 19 }, 201);
      },
    });
    renderSection();
    expect(await screen.findByText("上传第一张照片，和大家分享活动现场。")).toBeTruthy();
    expect(screen.getByText("你还可以上传 20 张（每人最多 20 张）")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "上传活动照片 (20)" }));

    expect(await screen.findByText("照片上传成功")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("photo-grid")).toBeTruthy());
    expect(screen.getByText("你还可以上传 19 张（每人最多 20 张）")).toBeTruthy();
    const posts = calls.filter((call) => call.key === "POST /api/events/e1/photos");
    expect(posts).toEqual([{ key: "POST /api/events/e1/photos", body: { imageUrl: "/files/event-photos/me/new.png" } }]);
    expect(calls.filter((call) => call.key === "GET /api/events/e1/photos").length).toBeGreaterThanOrEqual(2);
  });

  it("says what went wrong when the server refuses a photo", async () => {
    mockApi({
      "GET /api/events/e1/photos": () => ok(album({ canUpload: true, remaining: 0 })),
      "POST /api/events/e1/photos": () => ({
        status: 400,
        body: { success: false, error: "每人在一个活动中最多上传 20 张照片", message: "每人在一个活动中最多上传 20 张照片", code: "BAD_REQUEST" },
      }),
    });
    renderSection();
    expect(await screen.findByText("你已上传 20 张照片，达到上限")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "上传活动照片 (0)" }));
    expect(await screen.findByText("照片上传失败：每人在一个活动中最多上传 20 张照片")).toBeTruthy();
  });

  it("lets the uploader delete their photo after confirming, from the enlarged view", async () => {
    let current = album({ photos: [photo(1, true)], total: 1, canUpload: true, remaining: 19 });
    const calls = mockApi({
      "GET /api/events/e1/photos": () => ok(current),
      "DELETE /api/events/e1/photos/p1": () => {
        current = album({ canUpload: true, remaining: 20 });
        return ok({ id: "p1" });
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "查看大图：摄影师1 上传的照片" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "删除照片" }));
    expect(calls.some((call) => call.key.startsWith("DELETE"))).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "确认删除" }));
    expect(await screen.findByText("照片已删除")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("还没有照片")).toBeTruthy();
  });
});
