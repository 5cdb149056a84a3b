import { UPLOAD_ACCEPT, UPLOAD_MAX_FILES, UPLOAD_MAX_MEGABYTES, type UploadPurpose } from "@commons/domain";
import { ImagePlus } from "lucide-react";
import { type ClipboardEvent, type DragEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import { useImageUploader } from "../hooks/use-image-uploader.ts";
import { PendingTile, StoredTile } from "./upload-tiles.tsx";

export interface ImageUploaderProps {
  /** The stored image URLs (controlled). */
  value: string[];
  onChange: (urls: string[]) => void;
  /**
   * docs/product/accounts-and-profile.md#upload-limits: 10 by
   * default (20 for event photos: pass EVENT_PHOTOS_MAX_FILES).
   */
  maxFiles?: number;
  /** Which folder the server files these under; only a hint, the server decides the path. */
  purpose?: UploadPurpose;
  /** An extra hint sent as `path` (for example an event id). */
  path?: string;
  disabled?: boolean;
  /** Accessible name of the drop zone; "Upload images" by default. */
  label?: string;
  className?: string;
}

/**
 * The reusable image uploader: drop, paste or choose files; each one is pre-checked against the domain's
 * limits, uploaded (signed PUT with direct fallback, docs/product/accounts-and-profile.md#upload-flow)
 * with its own progress bar, and shown as a thumbnail that can be removed.
 */
export function ImageUploader({
  value,
  onChange,
  maxFiles = UPLOAD_MAX_FILES,
  purpose = "misc",
  path,
  disabled = false,
  label,
  className,
}: ImageUploaderProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const { pending, addFiles, retry, dismiss, removeUrl, replaces, remaining } = useImageUploader({ value, onChange, maxFiles, purpose, path });
  const full = remaining <= 0;
  const inactive = disabled || full;

  const take = (list: FileList | File[] | null | undefined) => {
    if (!inactive && list && list.length) addFiles(Array.from(list));
  };
  const open = () => {
    if (!inactive) inputRef.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      open();
    }
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer?.files);
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const pasted = Array.from(event.clipboardData?.files ?? []);
    if (!pasted.length) return;
    event.preventDefault();
    take(pasted);
  };

  return (
    <div className={cn("space-y-3", className)}>
      <div
        role="button"
        tabIndex={inactive ? -1 : 0}
        aria-describedby={hintId}
        aria-disabled={inactive || undefined}
        onClick={open}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onDragOver={(event) => {
          event.preventDefault();
          if (!inactive) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm transition-colors",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
          dragging ? "border-brand-500 bg-brand-50" : "border-slate-200 bg-slate-50",
          inactive ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:border-brand-300",
        )}
      >
        <ImagePlus aria-hidden className="size-6 text-slate-400" />
        {/* Named by what it is and what it shows ("封面图 拖放或点击上传"), not a label hiding the visible text (WCAG 2.5.3). */}
        <span className="sr-only">{label ?? t("uploader.label")} </span>
        <span className="font-medium text-slate-700">{full ? t("uploader.full") : replaces && value.length ? t("uploader.replaceHint") : t("uploader.dropHint")}</span>
        <span id={hintId} className="text-xs text-slate-500">
          {t("uploader.limits", { max: UPLOAD_MAX_MEGABYTES })}
          {/* A one-image slot has nothing to count: a new image takes the old one's place. */}
          {replaces ? null : ` · ${t("uploader.count", { count: value.length + pending.length, max: maxFiles })}`}
        </span>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple={maxFiles > 1}
        hidden
        disabled={inactive}
        data-testid="image-uploader-input"
        onChange={(event) => {
          take(event.currentTarget.files);
          // Choosing the same file again must fire change again.
          event.currentTarget.value = "";
        }}
      />
      {value.length || pending.length ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {value.map((url, index) => (
            <StoredTile key={url} url={url} index={index} disabled={disabled} onRemove={() => removeUrl(url)} />
          ))}
          {pending.map((item) => (
            <PendingTile key={item.id} item={item} onRetry={() => retry(item.id)} onDismiss={() => dismiss(item.id)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
