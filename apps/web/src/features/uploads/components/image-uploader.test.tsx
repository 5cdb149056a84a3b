import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UPLOAD_MAX_BYTES } from "@commons/domain";
import { activateLocale } from "@/lib/i18n.ts";
import { ImageUploader } from "./image-uploader.tsx";

// Only the network is faked: fetch (the signing call, through lib/request) and XMLHttpRequest (the PUT
// and the direct upload, which report progress).
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = "";
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  reply(status: number, json: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(json);
    act(() => this.onload?.());
  }
  fail() {
    act(() => this.onerror?.());
  }
}

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const SIGNED = { signedUrl: "/api/uploads/put/event-covers/u1/abc.png?ct=image%2Fpng&max=9&exp=1&sig=s", fileUrl: "/files/event-covers/u1/abc.png", expiresAt: "2030-01-01T00:00:00Z", contentType: "image/png", maxBytes: 9 };
const png = (name = "cover.png", size = 9) => new File([new Uint8Array(size)], name, { type: "image/png" });

function Harness({ initial = [], maxFiles, onChange }: { initial?: string[]; maxFiles?: number; onChange: (urls: string[]) => void }) {
  const [urls, setUrls] = useState(initial);
  return (
    <>
      <ImageUploader
        value={urls}
        maxFiles={maxFiles}
        purpose="event-covers"
        onChange={(next) => {
          onChange(next);
          setUrls(next);
        }}
      />
      <Toaster />
    </>
  );
}

const choose = (...files: File[]) => fireEvent.change(screen.getByTestId("image-uploader-input"), { target: { files } });
const lastXhr = () => FakeXhr.sent.at(-1)!;
const waitForXhr = (count: number) => waitFor(() => expect(FakeXhr.sent).toHaveLength(count));

beforeEach(async () => {
  await activateLocale("zh");
  FakeXhr.sent = [];
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  // jsdom has no object URLs; the previews only need a string.
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe("ImageUploader", () => {
  it("signs, PUTs with progress, then shows the stored image", async () => {
    const onChange = vi.fn();
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: SIGNED }));
    render(<Harness onChange={onChange} />);
    choose(png());
    await waitForXhr(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/uploads/signed-upload-url?bucket=event-covers&contentType=image%2Fpng&size=9");
    expect(init?.method).toBe("POST");
    const put = lastXhr();
    expect(put.method).toBe("PUT");
    expect(put.url).toBe(SIGNED.signedUrl);
    expect(put.headers["Content-Type"]).toBe("image/png");
    expect(put.withCredentials).toBe(true);
    put.progress(5, 10);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("50");
    put.reply(201, { success: true, data: { fileUrl: SIGNED.fileUrl } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([SIGNED.fileUrl]));
    expect(screen.getByRole("img", { name: "图片 1" }).getAttribute("src")).toBe(SIGNED.fileUrl);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("falls back to the direct upload when the signed link cannot be had", async () => {
    const onChange = vi.fn();
    fetchMock.mockResolvedValueOnce(json(500, { success: false, error: "服务器错误", message: "服务器错误", code: "INTERNAL_ERROR" }));
    render(<Harness onChange={onChange} />);
    choose(png());
    await waitForXhr(1);
    const direct = lastXhr();
    expect(direct.method).toBe("POST");
    expect(direct.url).toBe("/api/uploads/direct-upload");
    const form = direct.body as FormData;
    expect((form.get("file") as File).name).toBe("cover.png");
    expect(form.get("bucket")).toBe("event-covers");
    expect(form.get("contentType")).toBe("image/png");
    direct.reply(201, { success: true, data: { fileUrl: "/files/event-covers/u1/direct.png" } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(["/files/event-covers/u1/direct.png"]));
  });

  it("reports 'failed to get upload link' when signing and the fallback both fail", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    render(<Harness onChange={vi.fn()} />);
    choose(png());
    await waitForXhr(1);
    lastXhr().fail();
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("获取上传链接失败"));
  });

  it("reports 'file upload failed' when the PUT and the fallback both fail, and can retry", async () => {
    const onChange = vi.fn();
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: SIGNED }));
    render(<Harness onChange={onChange} />);
    choose(png());
    await waitForXhr(1);
    lastXhr().fail();
    await waitForXhr(2);
    expect(lastXhr().url).toBe("/api/uploads/direct-upload");
    lastXhr().reply(500, { success: false, error: "服务器错误" });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("文件上传失败");
    expect((await screen.findAllByText("文件上传失败")).length).toBeGreaterThan(0);

    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: SIGNED }));
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    await waitForXhr(3);
    lastXhr().reply(201, { success: true, data: { fileUrl: SIGNED.fileUrl } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([SIGNED.fileUrl]));
  });

  it("shows the server's refusal of the file itself without a pointless fallback", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: SIGNED }));
    render(<Harness onChange={vi.fn()} />);
    choose(png());
    await waitForXhr(1);
    lastXhr().reply(422, { success: false, error: "文件内容与声明的类型不符，请重新导出图片后上传", code: "VALIDATION_ERROR" });
    expect((await screen.findByRole("alert")).textContent).toContain("文件内容与声明的类型不符");
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it("pre-checks type and size with the domain's limits before sending anything", async () => {
    render(<Harness onChange={vi.fn()} />);
    choose(new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }), png("huge.png", UPLOAD_MAX_BYTES + 1), new File(["x"], "a.gif", { type: "image/gif" }));
    expect(await screen.findByText(/logo\.svg: 不支持 SVG 图片/)).toBeTruthy();
    expect(await screen.findByText("huge.png: 图片不能超过 5 MB")).toBeTruthy();
    expect(await screen.findByText(/a\.gif: 仅支持 JPG、PNG、WebP/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("keeps to the count limit", async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, data: SIGNED }));
    render(<Harness initial={["/files/misc/u1/a.png"]} maxFiles={2} onChange={vi.fn()} />);
    choose(png("one.png"), png("two.png"));
    expect(await screen.findByText("最多只能上传 2 张图片")).toBeTruthy();
    await waitForXhr(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/2\/2/)).toBeTruthy();
    expect(screen.getByRole("button", { name: /^上传图片/ }).getAttribute("aria-disabled")).toBe("true");
  });

  it("in a one-image slot, replaces the image it holds instead of refusing the new one", async () => {
    const onChange = vi.fn();
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: SIGNED }));
    render(<Harness initial={["/files/event-covers/u1/old.png"]} maxFiles={1} onChange={onChange} />);
    const zone = screen.getByRole("button", { name: /^上传图片/ });
    expect(zone.getAttribute("aria-disabled")).toBeNull();
    expect(screen.getByText("拖放、粘贴或点击选择新图片来替换")).toBeTruthy();
    choose(png("new.png"));
    await waitForXhr(1);
    lastXhr().reply(201, { success: true, data: { fileUrl: SIGNED.fileUrl } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([SIGNED.fileUrl]));
    expect(screen.getAllByRole("img").map((image) => image.getAttribute("src"))).toEqual([SIGNED.fileUrl]);
    expect(screen.queryByText("最多只能上传 1 张图片")).toBeNull();
  });

  it("removes a stored image", () => {
    const onChange = vi.fn();
    render(<Harness initial={["/files/misc/u1/a.png", "/files/misc/u1/b.png"]} onChange={onChange} />);
    fireEvent.click(screen.getAllByRole("button", { name: "移除图片" })[0]!);
    expect(onChange).toHaveBeenCalledWith(["/files/misc/u1/b.png"]);
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("takes files by drop and by paste", async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, data: SIGNED }));
    render(<Harness onChange={vi.fn()} />);
    const zone = screen.getByRole("button", { name: /^上传图片/ });
    fireEvent.drop(zone, { dataTransfer: { files: [png("dropped.png")] } });
    await waitForXhr(1);
    fireEvent.paste(zone, { clipboardData: { files: [png("pasted.png")] } });
    await waitForXhr(2);
    expect(screen.getAllByRole("progressbar").map((bar) => bar.getAttribute("aria-label"))).toEqual(["正在上传 dropped.png", "正在上传 pasted.png"]);
  });
});
