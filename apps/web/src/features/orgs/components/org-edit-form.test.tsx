import { ORG_NAME_MAX_LENGTH } from "@commons/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import type { Organization } from "../api/get-org.ts";
import type { LogoSlot } from "./logo-slot.ts";
import { OrgEditForm } from "./org-edit-form.tsx";

const org: Organization = {
  id: "o1",
  slug: "builders",
  name: "独立开发者社区",
  logo: null,
  description: "每周聚会",
  website: null,
  city: "上海",
};

const NEW_LOGO = "/files/misc/u1/0123456789abcdef0123456789abcdef.png";
// The page passes the uploader in; here a button stands in for a finished upload.
const logoSlot: LogoSlot = ({ label, value, onChange }) => (
  <button type="button" onClick={() => onChange(NEW_LOGO)}>
    {label}: {value ?? "—"}
  </button>
);

const fetchMock = vi.fn<typeof fetch>();
const onDone = vi.fn();

function renderForm(locale: "zh" | "en" = "zh") {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrgEditForm org={org} locale={locale} logoSlot={logoSlot} onDone={onDone} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(async () => {
  await activateLocale("zh");
  fetchMock.mockReset();
  onDone.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("OrgEditForm", () => {
  it("sends only what changed, to the organisation's own URL, and confirms", async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { organization: { ...org, name: "新名字", logo: NEW_LOGO } } }));
    renderForm();
    fireEvent.change(screen.getByLabelText(/组织名称/), { target: { value: "  新名字 " } });
    fireEvent.click(screen.getByRole("button", { name: /组织 Logo/ }));
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/orgs/builders");
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toEqual({ name: "新名字", logo: NEW_LOGO });
    expect(await screen.findByText("组织信息已保存")).toBeTruthy();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("refuses an empty or over-long name before sending, with the shared messages", async () => {
    renderForm();
    const name = screen.getByLabelText(/组织名称/);
    fireEvent.change(name, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("请填写组织名称")).toBeTruthy();
    fireEvent.change(name, { target: { value: "名".repeat(ORG_NAME_MAX_LENGTH + 1) } });
    expect(await screen.findByText(`组织名称不能超过${ORG_NAME_MAX_LENGTH}个字符`)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("speaks English in English", async () => {
    await activateLocale("en");
    renderForm("en");
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter the organisation's name")).toBeTruthy();
  });

  it("puts the server's field error on the logo and toasts it", async () => {
    const message = "只能使用你自己上传的图片作为组织 Logo";
    fetchMock.mockResolvedValueOnce(
      json({ success: false, error: message, message, code: "VALIDATION_ERROR", details: [{ field: "logo", message }] }, 422),
    );
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: /组织 Logo/ }));
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    // Once on the field (an alert) and once in the toast.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByRole("alert").textContent).toBe(message);
    expect(onDone).not.toHaveBeenCalled();
  });
});
