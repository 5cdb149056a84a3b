import { describe, expect, it } from "vitest";
import { fieldLabel, translate } from "./translate.ts";

describe("translate", () => {
  it("translates the field label, which is a catalog key", () => {
    expect(translate("zh", "validation.required", { field: "field.name" })).toBe("姓名不能为空");
    expect(translate("en", "validation.required", { field: "field.name" })).toBe("Name is required");
  });

  it("keeps user data that happens to look like a catalog key", () => {
    // An event titled after a catalog key must read as its title in a notification, not as catalog text.
    const text = translate("zh", "console.email.eventCancelled.subject", { event: "error.validation" });
    expect(text).toBe("活动已取消：error.validation");
  });

  it("labels a field the catalog knows, and names one it does not", () => {
    expect(fieldLabel("answers.0.answer")).toBe("field.answers");
    expect(fieldLabel("rememberMe")).toBe("field.rememberMe");
    expect(fieldLabel("somethingElse")).toBe("somethingElse");
  });
});
