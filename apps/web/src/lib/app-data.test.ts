import { describe, expect, it } from "vitest";
import { INLINED_EVENT_ELEMENT_ID, takeInlinedJson } from "./app-data.ts";

describe("inlined page data", () => {
  it("reads the server's JSON block once", () => {
    document.body.innerHTML = `<script id="${INLINED_EVENT_ELEMENT_ID}" type="application/json">{"id":"e1","title":"<b>"}</script>`;
    expect(takeInlinedJson(INLINED_EVENT_ELEMENT_ID)).toEqual({ id: "e1", title: "<b>" });
    expect(takeInlinedJson(INLINED_EVENT_ELEMENT_ID)).toBeUndefined();
  });

  it("ignores a malformed block", () => {
    document.body.innerHTML = `<script id="${INLINED_EVENT_ELEMENT_ID}" type="application/json">{oops</script>`;
    expect(takeInlinedJson(INLINED_EVENT_ELEMENT_ID)).toBeUndefined();
  });
});
