import { describe, expect, it } from "vitest";
import { safeRedirect } from "@/lib/safe-redirect.ts";
import { returnPathAfterLogin } from "./sign-in-redirect.ts";

describe("returnPathAfterLogin", () => {
  it("returns to the same page with from_login=true, keeping the invite code", () => {
    expect(returnPathAfterLogin("https://c.example/zh/events/e1?invite=AB")).toBe("/zh/events/e1?invite=AB&from_login=true");
  });

  it("is a same-origin path the login page accepts", () => {
    const path = returnPathAfterLogin("https://c.example/en/events/e1#about");
    expect(safeRedirect(path, "/fallback")).toBe("/en/events/e1?from_login=true#about");
  });
});
