import type { Project, ProjectInputBody } from "@commons/domain";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error.ts";
import { activateLocale } from "@/lib/i18n.ts";
import { ProjectEditorForm, type ScreenshotUploaderProps } from "./project-editor-form.tsx";

/** Stands in for the uploads feature's ImageUploader: one click "stores" a file and reports its URL. */
function FakeUploader({ value, onChange, maxFiles, label }: ScreenshotUploaderProps) {
  return (
    <button type="button" onClick={() => onChange([...value, `/files/misc/me/${value.length}.png`])}>
      {label} ({maxFiles})
    </button>
  );
}

const project: Project = {
  id: "p1",
  title: "记账 App",
  subtitle: "帮你记账",
  description: "详细",
  stage: "MVP",
  url: "https://example.com",
  githubUrl: null,
  screenshots: ["/files/misc/me/a.png"],
  projectTags: ["AI"],
  createdAt: new Date().toISOString(),
};

function renderForm(onSubmit = vi.fn(async (_body: ProjectInputBody) => {}), existing?: Project) {
  render(<ProjectEditorForm project={existing} Uploader={FakeUploader} saving={false} onSubmit={onSubmit} onCancel={() => {}} submitLabel="提交" />);
  return onSubmit;
}

beforeEach(async () => {
  await activateLocale("zh");
});

describe("ProjectEditorForm", () => {
  it("refuses a link that is not http(s) with the spec's words, and sends nothing", async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText("项目名称"), { target: { value: "新作品" } });
    fireEvent.change(screen.getByLabelText("作品网址（选填）"), { target: { value: "javascript:alert(1)" } });
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
    expect(await screen.findByText("请输入有效的URL")).toBeTruthy();
    expect(screen.getByLabelText("作品网址（选填）").getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("requires a title", async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(screen.getByLabelText("项目名称").getAttribute("aria-invalid")).toBe("true"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends every field: screenshots from the uploader, tags, blank boxes as null", async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText("项目名称"), { target: { value: "新作品" } });
    fireEvent.change(screen.getByLabelText("GitHub 仓库（选填）"), { target: { value: "https://github.com/a/b" } });
    fireEvent.change(screen.getByLabelText("项目阶段"), { target: { value: "LAUNCHED" } });
    fireEvent.click(screen.getByRole("button", { name: "上传作品截图 (8)" }));
    const tags = screen.getByLabelText("标签（选填）");
    fireEvent.change(tags, { target: { value: "效率" } });
    fireEvent.keyDown(tags, { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title: "新作品",
      subtitle: null,
      description: null,
      stage: "LAUNCHED",
      url: null,
      githubUrl: "https://github.com/a/b",
      screenshots: ["/files/misc/me/0.png"],
      projectTags: ["效率"],
    });
  });

  it("opens prefilled with the project, and shows the server's refusal of a screenshot", async () => {
    const onSubmit = vi.fn(async (_body: ProjectInputBody) => {
      throw new ApiError({ status: 422, code: "VALIDATION_ERROR", type: "validation", message: "截图不存在，请重新上传", details: [{ field: "screenshots.0", message: "截图不存在，请重新上传" }] });
    });
    renderForm(onSubmit, project);
    expect((screen.getByLabelText("项目名称") as HTMLInputElement).value).toBe("记账 App");
    expect((screen.getByLabelText("作品网址（选填）") as HTMLInputElement).value).toBe("https://example.com");
    expect(screen.getByText("AI")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
    expect(await screen.findByText("截图不存在，请重新上传")).toBeTruthy();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title: "记账 App", screenshots: ["/files/misc/me/a.png"], projectTags: ["AI"] });
  });
});
