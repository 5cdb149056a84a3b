import type { ScreenshotUploaderProps } from "@/features/projects/components/project-editor-form.tsx";
import { ImageUploader } from "@/features/uploads/components/image-uploader.tsx";

/** The project form's uploader: the uploads feature's, composed here because features do not import each other. */
export function ScreenshotUploader(props: ScreenshotUploaderProps) {
  return <ImageUploader {...props} purpose="misc" path="projects" />;
}
