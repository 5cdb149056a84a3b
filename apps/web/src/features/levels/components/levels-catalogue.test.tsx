import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { LevelProgress } from "./level-progress.tsx";
import { LevelsCatalogue } from "./levels-catalogue.tsx";

beforeEach(async () => {
  await activateLocale("en");
});

describe("LevelsCatalogue", () => {
  it("shows the four tracks and every level with its requirement (or that none is published) and benefits", () => {
    render(<LevelsCatalogue viewer={null} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Membership", "Creator", "Mentor", "Contributor"]);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(17);
    const c3 = screen.getByRole("heading", { name: "Grower" }).closest("[class*=flex-col]")!;
    expect(within(c3 as HTMLElement).getByText("More than 100 real users, or first revenue")).toBeTruthy();
    const c4 = screen.getByRole("heading", { name: "Front-runner" }).closest("[class*=flex-col]")!;
    expect(within(c4 as HTMLElement).getByText("Threshold not published yet; community admins judge each case")).toBeTruthy();
    // The levels the spec gives no threshold for (MEMBER, C1, C2, C4, M4, M5, O5) say so; none is invented.
    expect(screen.getAllByText("Threshold not published yet; community admins judge each case")).toHaveLength(7);
    expect(screen.getByText("A volunteer certificate and priority for event places")).toBeTruthy();
    expect(screen.queryByText("Your level")).toBeNull();
  });

  it("marks the signed-in reader's own level in each track", () => {
    render(<LevelsCatalogue viewer={{ membershipLevel: "MEMBER", creatorLevel: "C3", mentorLevel: null, contributorLevel: "O1" }} />);
    const mine = document.querySelectorAll("[aria-current=true]");
    expect([...mine].map((el) => el.querySelector("h3")?.textContent)).toEqual(["Co-creation partner", "Grower", "Volunteer"]);
    expect(screen.getAllByText("Your level")).toHaveLength(3);
  });
});

describe("LevelProgress", () => {
  it("shows per track the level held, the next one and its requirement, or the top reached", () => {
    render(<LevelProgress user={{ membershipLevel: "MEMBER", creatorLevel: "C2", mentorLevel: null, contributorLevel: "O5" }} />);
    const cards = screen.getAllByRole("listitem");
    expect(cards.map((c) => c.querySelector("h3")?.textContent)).toEqual(["Membership", "Creator", "Mentor", "Contributor"]);
    expect(within(cards[1]!).getByText("Next: Grower")).toBeTruthy();
    expect(within(cards[1]!).getByText("More than 100 real users, or first revenue")).toBeTruthy();
    expect(within(cards[2]!).getByText("None yet")).toBeTruthy();
    expect(within(cards[2]!).getByText("1 internal talk, or 2 articles")).toBeTruthy();
    expect(within(cards[3]!).getByText("The top level of this track")).toBeTruthy();
    expect(within(cards[0]!).getByText("The top level of this track")).toBeTruthy();
  });
});
