import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The turns themselves (Preact keeping a waiting part's DOM) only exist in the production build and are
// proven end to end (e2e/server-rendered.e2e.ts). Here: the clicks held while a drawn page is adopted.
// The module keeps page-lifetime state, so each test loads it afresh.
const load = async () => {
  vi.resetModules();
  return import("./hydrate-in-turn.tsx");
};

describe("clicks on a page the server drew", () => {
  let root: HTMLDivElement;
  let outside: HTMLButtonElement;
  let clicks: MouseEvent[];
  let outsideClicks: number;

  beforeEach(() => {
    root = document.createElement("div");
    root.innerHTML = `<button type="button"><span>分享</span></button>`;
    outside = document.createElement("button");
    document.body.append(root, outside);
    clicks = [];
    outsideClicks = 0;
    root.querySelector("button")!.addEventListener("click", (event) => clicks.push(event));
    outside.addEventListener("click", () => (outsideClicks += 1));
  });

  afterEach(() => {
    root.remove();
    outside.remove();
    delete document.documentElement.dataset.hydrating;
    delete document.documentElement.dataset.hydrated;
  });

  it("holds a click inside the page until it is adopted, then replays it once with the same keys", async () => {
    const { adoptServerDrawnPage, hydrateInTurns, isDrawnByServer } = await load();
    adoptServerDrawnPage(root);
    expect(isDrawnByServer()).toBe(true);
    expect(document.documentElement.dataset.hydrating).toBe("");

    root.querySelector("span")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(clicks).toHaveLength(0);
    // Outside the drawn root nothing is held.
    outside.click();
    expect(outsideClicks).toBe(1);

    hydrateInTurns(() => {}, root);
    // The held click waits for the task after the parts were released.
    expect(clicks).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.ctrlKey).toBe(true);
    expect((clicks[0]!.target as Element).tagName).toBe("SPAN");
    expect(document.documentElement.dataset.hydrated).toBe("0");
    expect(document.documentElement.dataset.hydrating).toBeUndefined();

    // Once adopted, clicks go straight through, and the held one is not replayed again.
    root.querySelector("button")!.click();
    expect(clicks).toHaveLength(2);
  });

  it("marks a drawn page without parts as live, where the browser watches what is in view", async () => {
    // jsdom has no IntersectionObserver; a browser's one that never reports stands in, as it would for
    // a page with nothing to observe.
    vi.stubGlobal("IntersectionObserver", class { observe() {} unobserve() {} disconnect() {} });
    try {
      const { adoptServerDrawnPage, hydrateInTurns } = await load();
      adoptServerDrawnPage(root);
      hydrateInTurns(() => {}, root);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(document.documentElement.dataset.hydrated).toBe("0");
      expect(document.documentElement.dataset.hydrating).toBeUndefined();
      expect(document.documentElement.dataset.waiting).toBeUndefined();
      root.querySelector("button")!.click();
      expect(clicks).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("gives the clicks back to the document when the app cannot start", async () => {
    const { adoptServerDrawnPage, giveUpAdoption } = await load();
    adoptServerDrawnPage(root);
    root.querySelector("button")!.click();
    expect(clicks).toHaveLength(0);

    giveUpAdoption();
    expect(clicks).toHaveLength(1);
    expect(document.documentElement.dataset.hydrating).toBeUndefined();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    root.querySelector("button")!.click();
    expect(clicks).toHaveLength(2);
  });

  it("holds nothing on a page the browser draws itself", async () => {
    const { isDrawnByServer } = await load();
    expect(isDrawnByServer()).toBe(false);
    root.querySelector("button")!.click();
    expect(clicks).toHaveLength(1);
  });
});
