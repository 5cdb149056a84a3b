import { randomInt } from "node:crypto";
import type { Page } from "playwright-core";
import { api, ok } from "./browser-kit.ts";

// The hackathon e2e suites' common set-up, through the real API from inside each person's page: a published
// hackathon a week out, people with complete profiles registered for it, their projects submitted, and the
// stage moved. Each suite then does in the browser only what it is about.

const DAY = 86_400_000;

/** A published online hackathon of the organiser's, a week from now, with one free ticket; `config` is PUT after publishing. */
export async function createHackathon(
  organiser: Page,
  { title, shortDescription = "48 小时做一个能用的东西", config }: { title: string; shortDescription?: string; config?: Record<string, unknown> },
): Promise<{ id: string; ticketTypeId: string }> {
  const start = new Date(Date.now() + 7 * DAY);
  const created = ok<{ event: { id: string } }>(
    await api(organiser, "POST", "/api/events", {
      title: `${title} ${Date.now()}`,
      shortDescription,
      richContent: "<p>欢迎组队参加</p>",
      type: "HACKATHON",
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 2 * DAY).toISOString(),
      timezone: "Asia/Shanghai",
      isOnline: true,
      maxAttendees: 50,
      requireApproval: false,
      tags: ["黑客松"],
      ticketTypes: [{ name: "参赛", maxQuantity: 50, isActive: true, sortOrder: 0, priceCents: 0 }],
      questions: [],
    }),
    "create",
  );
  const id = created.event.id;
  ok(await api(organiser, "POST", `/api/events/${id}/publish`), "publish");
  if (config) ok(await api(organiser, "PUT", `/api/events/${id}/hackathon-config`, config), "configure");
  const edit = ok<{ event: { ticketTypes: { id: string }[] } }>(await api(organiser, "GET", `/api/events/${id}/edit`), "edit");
  return { id, ticketTypeId: edit.event.ticketTypes[0]!.id };
}

/** Each person completes their profile (registration asks for one; some demo people left parts empty) and registers. */
export async function joinHackathon(people: Page[], hackathon: { id: string; ticketTypeId: string }): Promise<void> {
  for (const page of people) {
    // A mainland mobile number of random digits: unique per person in practice, valid for the profile's rule.
    const phoneNumber = `+86137${String(randomInt(100_000_000)).padStart(8, "0")}`;
    ok(
      await api(page, "POST", "/api/profile/update", { bio: "喜欢动手做东西的开发者，周末常参加黑客松和技术沙龙", userRoleString: "工程师", currentWorkOn: "一个开源工具", lifeStatus: "在职探索", phoneNumber }),
      "profile",
    );
    ok(await api(page, "POST", `/api/events/${hackathon.id}/register`, { ticketTypeId: hackathon.ticketTypeId, answers: [] }), "register");
  }
}

/** The organiser moves the hackathon to `stage`. */
export async function moveStage(organiser: Page, id: string, stage: string): Promise<void> {
  ok(await api(organiser, "POST", `/api/events/${id}/hackathon-stage`, { stage }), `stage ${stage}`);
}

/** A project of the person's own, submitted to the hackathon alone; `extra` adds submission fields. */
export async function submitProject(page: Page, eventId: string, project: { title: string; subtitle?: string; description: string }, extra: Record<string, unknown> = {}): Promise<void> {
  const made = ok<{ project: { id: string } }>(await api(page, "POST", "/api/projects", { title: project.title, subtitle: project.subtitle ?? "一个小工具", stage: "MVP" }), "project");
  ok(
    await api(page, "POST", `/api/events/${eventId}/submit-project`, { projectId: made.project.id, title: project.title, description: project.description, teamMemberIds: [], ...extra }),
    "submit",
  );
}
