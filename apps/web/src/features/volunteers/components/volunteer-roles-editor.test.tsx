import type { VolunteerRolesEdit } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { Toaster } from "@/lib/toast.tsx";
import { VolunteerRolesEditor } from "./volunteer-roles-editor.tsx";

const base = (id: string, name: string) => ({ id, key: id, name, description: "", detailDescription: "", cpPoints: 10 });
const view = (fields: Partial<VolunteerRolesEdit> = {}): VolunteerRolesEdit => ({
  baseRoles: [base("b1", "签到接待"), base("b2", "摄影记录")],
  roles: [{ id: "r1", baseRoleId: "b2", description: "拍合影", recruitCount: 2, approvedCount: 1, applicationCount: 2, requireApproval: true, isRequired: false, closed: false }],
  volunteerContactInfo: "找林晓",
  volunteerWechatQrCode: null,
  ...fields,
});

function setup(put: (body: unknown) => { status: number; body: unknown }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const method = (init?.method ?? "GET").toUpperCase();
      const answer = method === "PUT" ? (sent.push(JSON.parse(String(init?.body))), put(sent.at(-1))) : { status: 200, body: { success: true, data: view() } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VolunteerRolesEditor eventId="e1" renderImage={({ label }) => <span>{label} uploader</span>} />
      <Toaster />
    </QueryClientProvider>,
  );
  return sent;
}

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

describe("VolunteerRolesEditor", () => {
  it("sends existing roles with their id, new ones without, and the trimmed contact", async () => {
    const sent = setup(() => ({ status: 200, body: { success: true, data: view() } }));
    const editor = await screen.findByTestId("volunteer-roles-editor");
    expect(within(editor).getByText("已通过 1 人 · 共 2 份申请")).toBeTruthy();
    fireEvent.click(within(editor).getByRole("button", { name: "添加岗位" }));
    fireEvent.change(within(editor).getByLabelText(/志愿者联系方式/), { target: { value: "  加群  " } });
    fireEvent.click(within(editor).getByRole("button", { name: "保存志愿者设置" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      roles: [
        { id: "r1", baseRoleId: "b2", description: "拍合影", recruitCount: 2, requireApproval: true, isRequired: false, closed: false },
        { baseRoleId: "b1", description: null, recruitCount: 2, requireApproval: true, isRequired: false, closed: false },
      ],
      volunteerContactInfo: "加群",
      volunteerWechatQrCode: null,
    });
  });

  it("shows the server's refusal when a removed role has applications, and checks the recruit count before sending", async () => {
    const message = "“摄影记录”已有人申请，不能删除，请改为停止招募";
    const sent = setup(() => ({ status: 409, body: { success: false, error: message, message, code: "CONFLICT", details: [{ field: "roles", message }] } }));
    const editor = await screen.findByTestId("volunteer-roles-editor");
    fireEvent.change(within(editor).getByLabelText("招募人数"), { target: { value: "0" } });
    fireEvent.click(within(editor).getByRole("button", { name: "保存志愿者设置" }));
    await waitFor(() => expect(within(editor).getByLabelText("招募人数").getAttribute("aria-invalid")).toBe("true"));
    expect(sent).toHaveLength(0);
    fireEvent.click(within(editor).getByRole("button", { name: "删除岗位" }));
    fireEvent.click(within(editor).getByRole("button", { name: "保存志愿者设置" }));
    expect(await within(editor).findByText(message, { selector: "p[role=alert]" })).toBeTruthy();
    expect(sent).toEqual([{ roles: [], volunteerContactInfo: "找林晓", volunteerWechatQrCode: null }]);
  });
});
