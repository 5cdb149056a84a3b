import {
  defaultHackathonConfig,
  type HackathonConfigView,
} from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { Toaster } from "@/lib/toast.tsx";
import { CriteriaSection } from "./criteria-section.tsx";
import { ScorePicker } from "./score-picker.tsx";

// docs/product/hackathons.md#judging

const base = defaultHackathonConfig(
  { startTime: "2030-02-01T00:00:00Z", endTime: "2030-02-03T00:00:00Z" },
  new Date("2030-01-01T00:00:00Z"),
);
const view = (): HackathonConfigView => ({
  config: {
    ...base,
    judging: {
      criteria: [
        { id: "overall", name: "", description: "", weight: 1 },
        { id: "idea", name: "创意", description: "", weight: 2 },
      ],
    },
  },
  people: [],
});

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

function Picker() {
  const [value, setValue] = useState<number | null>(null);
  return <ScorePicker label="技术" value={value} onChange={setValue} />;
}

describe("ScorePicker", () => {
  it("is a named radio group of 1–10; the arrows move the score and only the chosen one is in the tab order", () => {
    render(<Picker />);
    const group = screen.getByRole("radiogroup", { name: "技术" });
    const radios = screen.getAllByRole("radio");
    expect(radios.map((r) => r.textContent)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
    ]);
    fireEvent.click(screen.getByRole("radio", { name: "5" }));
    expect(
      screen.getByRole("radio", { name: "5" }).getAttribute("aria-checked"),
    ).toBe("true");
    fireEvent.keyDown(group, { key: "ArrowRight" });
    expect(
      screen.getByRole("radio", { name: "6" }).getAttribute("aria-checked"),
    ).toBe("true");
    expect(
      radios.filter((r) => r.tabIndex === 0).map((r) => r.textContent),
    ).toEqual(["6"]);
    for (let i = 0; i < 8; i++) fireEvent.keyDown(group, { key: "ArrowRight" });
    expect(
      screen.getByRole("radio", { name: "10" }).getAttribute("aria-checked"),
    ).toBe("true");
  });
});

describe("CriteriaSection", () => {
  it("shows the default criterion by its catalog name, sends the stored configuration back with the criteria, and shows a refusal", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const put = (init?.method ?? "GET").toUpperCase() === "PUT";
        if (put) sent.push(JSON.parse(String(init?.body)));
        const body = put
          ? {
              success: false,
              error: "评分维度“创意”已有评委打分，不能删除",
              message: "评分维度“创意”已有评委打分，不能删除",
              code: "CONFLICT",
            }
          : { success: true, data: view() };
        return new Response(JSON.stringify(body), {
          status: put ? 409 : 200,
          headers: { "Content-Type": "application/json" },
        });
      }),
    );
    render(
      <QueryClientProvider
        client={
          new QueryClient({ defaultOptions: { queries: { retry: false } } })
        }
      >
        <CriteriaSection eventId="e1" canEdit />
        <Toaster />
      </QueryClientProvider>,
    );
    await screen.findByPlaceholderText("综合评分");
    fireEvent.click(screen.getByRole("button", { name: "删除评分维度 创意" }));
    fireEvent.click(screen.getByRole("button", { name: "保存评分维度" }));
    expect(
      await screen.findByText("评分维度“创意”已有评委打分，不能删除"),
    ).toBeTruthy();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      voting: base.voting,
      settings: base.settings,
      judging: { criteria: [{ id: "overall" }] },
    });
  });
});
