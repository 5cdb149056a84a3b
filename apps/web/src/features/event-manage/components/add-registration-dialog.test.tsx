import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { AddRegistrationDialog } from "./add-registration-dialog.tsx";

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(async () => {
  await activateLocale("zh");
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(onOpenChange = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AddRegistrationDialog eventId="e1" open onOpenChange={onOpenChange} ticketTypes={[{ id: "t1", name: "普通票", isActive: true }]} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

describe("add someone", () => {
  it("sends the typed username or e-mail as is, with the chosen ticket type", async () => {
    fetchMock.mockResolvedValue(json(201, { success: true, data: { invitation: { id: "i1", status: "PENDING", invitee: "ada@example.com", createdAt: "2026-11-26T10:00:00.000Z", respondedAt: null } } }));
    const onOpenChange = renderDialog();
    fireEvent.change(screen.getByLabelText(/用户名或邮箱/), { target: { value: " ada@example.com " } });
    fireEvent.click(screen.getByRole("button", { name: "发送邀请" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe("/api/events/e1/invitations");
    expect(JSON.parse(String(init?.body))).toEqual({ usernameOrEmail: "ada@example.com", ticketTypeId: "t1" });
  });

  it("shows the server's not-found message under the field and stays open", async () => {
    fetchMock.mockResolvedValue(json(404, { success: false, code: "NOT_FOUND", error: "找不到该用户名或邮箱对应的用户", message: "找不到该用户名或邮箱对应的用户" }));
    const onOpenChange = renderDialog();
    fireEvent.change(screen.getByLabelText(/用户名或邮箱/), { target: { value: "nobody" } });
    fireEvent.click(screen.getByRole("button", { name: "发送邀请" }));
    await screen.findByText("找不到该用户名或邮箱对应的用户");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("asks for a username or e-mail before sending anything", async () => {
    renderDialog();
    fireEvent.click(screen.getByRole("button", { name: "发送邀请" }));
    await screen.findByText("请填写用户名或邮箱");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
