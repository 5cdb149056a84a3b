import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { formFailure, placeFieldErrors } from "./form-failure.ts";

type Field = "name" | "tags";
const isField = (name: string): name is Field => name === "name" || name === "tags";

const validation = new ApiError({
  status: 422,
  code: "VALIDATION_ERROR",
  message: "请检查输入",
  type: "validation",
  details: [
    { field: "unknown", message: "不在表单上" },
    { field: "tags.2", message: "标签太长" },
    { field: "name", message: "请填写名称" },
  ],
});

describe("a form's failed save", () => {
  it("hands back an answer the form can place, and keeps the ones only a toast can show", () => {
    expect(formFailure(validation)).toBe(validation);
    for (const type of ["network", "rateLimit", "authentication"] as const) {
      expect(formFailure(new ApiError({ message: "x", type }))).toBeNull();
    }
    expect(formFailure(new Error("boom"))).toBeNull();
  });

  it("puts each message on the field it names, a list item's on its list, and focuses only the first", () => {
    const calls: [string, string, boolean][] = [];
    const placed = placeFieldErrors(validation, isField, (field, error, options) => calls.push([field, error.message, options.shouldFocus]));
    expect(placed).toBe(2);
    expect(calls).toEqual([
      ["tags", "标签太长", true],
      ["name", "请填写名称", false],
    ]);
  });
});
