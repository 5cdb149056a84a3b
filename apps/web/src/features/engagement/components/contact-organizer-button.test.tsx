import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { ContactOrganizerButton } from "./contact-organizer-button.tsx";

const props = {
  organizerName: "林晓",
  organizerContact: "微信 linxiao_dev（添加时请备注“42期”）",
  contactMethods: { email: "lin@example.com", wechatId: "linxiao_dev", preferredContact: "WECHAT" },
};

beforeEach(async () => {
  await activateLocale("zh");
});

describe("ContactOrganizerButton", () => {
  it("is hidden for external events", () => {
    const { container } = render(<ContactOrganizerButton isExternalEvent {...props} />);
    expect(container.innerHTML).toBe("");
  });

  it("opens a dialog with the organiser's note and the contact methods they chose to show", async () => {
    render(<ContactOrganizerButton isExternalEvent={false} {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "联系主办方" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("添加时请备注");
    expect(screen.getByRole("link", { name: "lin@example.com" }).getAttribute("href")).toBe("mailto:lin@example.com");
    expect(dialog.textContent).toContain("首选联系方式：微信");
  });

  it("says so when the organiser shares nothing, and never names a hidden preferred method", async () => {
    render(
      <ContactOrganizerButton
        isExternalEvent={false}
        organizerName="林晓"
        organizerContact={null}
        contactMethods={{ email: null, wechatId: null, preferredContact: "PHONE" }}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "联系主办方" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("主办方暂未公开联系方式。");
    expect(dialog.textContent).not.toContain("首选联系方式");
  });
});
