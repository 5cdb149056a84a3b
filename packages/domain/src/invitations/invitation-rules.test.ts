import { describe, expect, it } from "vitest";
import { dailyAllowance, ESTABLISHED_ORGANISER_SELF_REGISTRANTS, NEW_ORGANISER_DAILY_MESSAGES, revealLinkHosts } from "./invitation-rules.ts";

describe("revealLinkHosts", () => {
  it("drops credentials that pose as a host and shows an international host in ASCII", () => {
    expect(revealLinkHosts("登录 https://bank.example.com@evil.example/login 看看")).toBe("登录 https://evil.example/login 看看");
    expect(revealLinkHosts("see https://аpple.com/x")).toBe("see https://xn--pple-43d.com/x");
  });

  it("leaves ordinary addresses and text as they are", () => {
    const text = "地址 https://commons.example/zh/events/1?x=1#top 和 http://a.example 见。";
    expect(revealLinkHosts(text)).toBe(text);
  });
});

describe("dailyAllowance", () => {
  it("rises once the organiser's events have people who registered themselves", () => {
    expect(dailyAllowance("messages", 0)).toBe(NEW_ORGANISER_DAILY_MESSAGES);
    expect(dailyAllowance("messages", ESTABLISHED_ORGANISER_SELF_REGISTRANTS)).toBeGreaterThan(NEW_ORGANISER_DAILY_MESSAGES);
  });
});
