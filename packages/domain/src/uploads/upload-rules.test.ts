import { describe, expect, it } from "vitest";
import { UPLOAD_MAX_BYTES } from "./upload-constants.ts";
import { isAllowedImageType, normaliseContentType, precheckUpload, uploadPurposeFromHint } from "./upload-rules.ts";

describe("upload rules", () => {
  it("accepts jpeg, jpg, png and webp and nothing else", () => {
    for (const t of ["image/jpeg", "image/jpg", "IMAGE/PNG", "image/webp; q=1"]) expect(isAllowedImageType(t), t).toBe(true);
    for (const t of ["image/gif", "image/svg+xml", "text/html", "", "image/heic"]) expect(isAllowedImageType(t), t).toBe(false);
    expect(normaliseContentType("image/jpg")).toBe("image/jpeg");
  });

  it("pre-checks a file as the browser sees it", () => {
    expect(precheckUpload({ type: "image/png", size: 10 })).toBeNull();
    expect(precheckUpload({ type: "", size: 10, name: "photo.JPG" })).toBeNull();
    expect(precheckUpload({ type: "image/svg+xml", size: 10 })).toBe("uploads.svgNotAllowed");
    expect(precheckUpload({ type: "", size: 10, name: "logo.svg" })).toBe("uploads.svgNotAllowed");
    expect(precheckUpload({ type: "image/gif", size: 10 })).toBe("uploads.typeNotAllowed");
    expect(precheckUpload({ type: "image/png", size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(precheckUpload({ type: "image/png", size: UPLOAD_MAX_BYTES + 1 })).toBe("uploads.tooLarge");
  });

  it("maps a bucket/path hint onto a fixed folder, never onto the hint itself", () => {
    expect(uploadPurposeFromHint("avatars", "u1")).toBe("avatars");
    expect(uploadPurposeFromHint("images", "event-photos/123")).toBe("event-photos");
    expect(uploadPurposeFromHint("events", "covers")).toBe("event-covers");
    expect(uploadPurposeFromHint("user-avatar", undefined)).toBe("avatars");
    expect(uploadPurposeFromHint("../../etc", "passwd")).toBe("misc");
    expect(uploadPurposeFromHint(undefined, undefined)).toBe("misc");
  });
});

describe("upload messages", () => {
  it("keep the spec's exact Chinese for upload and moderation failures", async () => {
    const { zhMessages } = await import("../i18n/messages.zh.ts");
    expect(zhMessages["uploads.linkFailed"]).toBe("获取上传链接失败");
    expect(zhMessages["uploads.uploadFailed"]).toBe("文件上传失败");
    expect(zhMessages["uploads.moderation.violation"]).toBe("内容包含违规信息，请修改后重试");
    expect(zhMessages["uploads.moderation.unavailable"]).toBe("图片安全审核失败，请稍后重试");
  });
});
