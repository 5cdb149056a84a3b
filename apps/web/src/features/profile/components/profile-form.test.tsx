import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import type { Profile } from "@commons/domain";
import { ProfileForm } from "./profile-form.tsx";
import type { ProfileImageSlot } from "./profile-image-slot.ts";

/** Stands in for the uploader the page puts here: it reports a stored URL, as the uploader does once done. */
const imageSlot: ProfileImageSlot = ({ id, value, onChange }) => (
  <button id={id} type="button" data-value={value} onClick={() => onChange("/files/avatars/u1/new.webp")}>
    upload
  </button>
);

const profile: Profile = {
  id: "u1",
  name: "王芳",
  username: "wangfang",
  email: "wang@example.com",
  emailVerified: true,
  image: null,
  phoneNumber: "+8613800138003",
  bio: "设计师",
  userRoleString: null,
  currentWorkOn: null,
  lifeStatus: null,
  region: null,
  city: null,
  wechatId: null,
  preferredContact: null,
  showWechat: false,
  showEmail: false,
  skills: [],
  membershipLevel: "VISITOR",
  creatorLevel: null,
  mentorLevel: null,
  contributorLevel: null,
  createdAt: "2025-01-01T00:00:00Z",
  siteRole: null,
  hasPassword: true,
};

const fetchMock = vi.fn<typeof fetch>();

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProfileForm profile={profile} locale="zh" imageSlot={imageSlot} />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await activateLocale("zh");
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("ProfileForm", () => {
  it("sends only the changed fields and confirms", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: true, data: { user: { ...profile, city: "杭州" } } }), { headers: { "Content-Type": "application/json" } }),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText("城市"), { target: { value: "杭州" } });
    fireEvent.click(screen.getByRole("button", { name: "保存修改" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/profile/update");
    expect(JSON.parse(String(init?.body))).toEqual({ city: "杭州" });
    expect(await screen.findByText("个人资料已保存")).toBeTruthy();
  });

  it("saves the photo the slot reports, and shows it at once", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: true, data: { user: { ...profile, image: "/files/avatars/u1/new.webp" } } }), { headers: { "Content-Type": "application/json" } }),
    );
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "头像" }));
    expect(document.querySelector('img[src="/files/avatars/u1/new.webp"]')).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "保存修改" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ image: "/files/avatars/u1/new.webp" });
  });

  it("puts the server's field errors on the fields and toasts the message", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          success: false,
          error: "该用户名已被使用",
          message: "该用户名已被使用",
          code: "CONFLICT",
          details: [{ field: "username", message: "该用户名已被使用" }],
        }),
        { status: 409, headers: { "Content-Type": "application/json" } },
      ),
    );
    renderForm();
    const username = screen.getByLabelText("用户名");
    fireEvent.change(username, { target: { value: "linxiao" } });
    fireEvent.click(screen.getByRole("button", { name: "保存修改" }));
    await waitFor(() => expect(username.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("该用户名已被使用").length).toBeGreaterThanOrEqual(2);
  });

  it("refuses invalid input before sending, in the reader's language", async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText("邮箱"), { target: { value: "not-an-email" } });
    fireEvent.click(screen.getByRole("button", { name: "保存修改" }));
    expect(await screen.findByText("请输入有效的邮箱地址")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
