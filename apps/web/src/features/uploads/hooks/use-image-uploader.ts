import { precheckUpload, UPLOAD_MAX_MEGABYTES, type UploadPurpose } from "@commons/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast.tsx";
import { tShared } from "@/lib/i18n.ts";
import { uploadImage } from "./upload-image.ts";

export interface PendingUpload {
  id: string;
  name: string;
  /** A local object URL for the thumbnail while the file travels. */
  previewUrl: string | undefined;
  /** 0…1 */
  progress: number;
  status: "uploading" | "error";
  error?: string;
}

interface Options {
  value: string[];
  onChange: (urls: string[]) => void;
  maxFiles: number;
  purpose: UploadPurpose;
  path?: string;
}

const objectUrl = (file: File) => (typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : undefined);
const revoke = (url: string | undefined) => {
  if (url && typeof URL.revokeObjectURL === "function") URL.revokeObjectURL(url);
};

/**
 * The uploader's state: files in flight (with progress and a preview) on top of the controlled list of
 * stored URLs. Finished uploads are appended to the latest list, even when several finish before the
 * parent re-renders.
 */
export function useImageUploader({ value, onChange, maxFiles, purpose, path }: Options) {
  // A one-image slot (a cover, a logo, a photo) takes a new file in place of the one it holds.
  const replaces = maxFiles === 1;
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const latest = useRef({ value, onChange, pending });
  useEffect(() => {
    latest.current = { ...latest.current, value, onChange };
  }, [value, onChange]);
  useEffect(() => {
    latest.current.pending = pending;
  }, [pending]);
  const files = useRef(new Map<string, { file: File; controller: AbortController }>());

  const update = useCallback((id: string, patch: Partial<PendingUpload>) => {
    setPending((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const start = useCallback(
    (id: string, file: File) => {
      const controller = new AbortController();
      files.current.set(id, { file, controller });
      update(id, { status: "uploading", progress: 0, error: undefined });
      uploadImage(file, { purpose, path, signal: controller.signal, onProgress: (progress) => update(id, { progress }) }).then(
        (url) => {
          files.current.delete(id);
          setPending((list) => {
            revoke(list.find((item) => item.id === id)?.previewUrl);
            return list.filter((item) => item.id !== id);
          });
          const next = replaces ? [url] : [...latest.current.value, url];
          latest.current.value = next;
          latest.current.onChange(next);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof Error && error.message ? error.message : tShared("uploads.uploadFailed");
          update(id, { status: "error", error: message });
          toast.error(message);
        },
      );
    },
    [path, purpose, replaces, update],
  );

  const addFiles = useCallback(
    (incoming: File[]) => {
      let room = maxFiles - (replaces ? 0 : latest.current.value.length) - latest.current.pending.length;
      let refusedForCount = false;
      const added: PendingUpload[] = [];
      for (const file of incoming) {
        const problem = precheckUpload(file);
        if (problem) {
          toast.error(`${file.name}: ${tShared(problem, { max: UPLOAD_MAX_MEGABYTES })}`);
          continue;
        }
        if (room <= 0) {
          refusedForCount = true;
          continue;
        }
        room -= 1;
        const id = crypto.randomUUID();
        added.push({ id, name: file.name, previewUrl: objectUrl(file), progress: 0, status: "uploading" });
        files.current.set(id, { file, controller: new AbortController() });
      }
      if (refusedForCount) toast.error(tShared("uploads.tooManyFiles", { max: maxFiles }));
      if (!added.length) return;
      const next = [...latest.current.pending, ...added];
      latest.current.pending = next;
      setPending(next);
      for (const item of added) {
        const entry = files.current.get(item.id);
        if (entry) start(item.id, entry.file);
      }
    },
    [maxFiles, replaces, start],
  );

  const retry = useCallback(
    (id: string) => {
      const entry = files.current.get(id);
      if (entry) start(id, entry.file);
    },
    [start],
  );

  const dismiss = useCallback((id: string) => {
    files.current.get(id)?.controller.abort();
    files.current.delete(id);
    setPending((list) => {
      revoke(list.find((item) => item.id === id)?.previewUrl);
      return list.filter((item) => item.id !== id);
    });
  }, []);

  const removeUrl = useCallback((url: string) => {
    const next = latest.current.value.filter((u) => u !== url);
    latest.current.value = next;
    latest.current.onChange(next);
  }, []);

  // Leaving the page cancels what is still in flight and frees the previews.
  useEffect(() => {
    const map = files.current;
    return () => {
      for (const { controller } of map.values()) controller.abort();
      for (const item of latest.current.pending) revoke(item.previewUrl);
    };
  }, []);

  const held = (replaces ? 0 : value.length) + pending.length;
  return { pending, addFiles, retry, dismiss, removeUrl, replaces, remaining: Math.max(0, maxFiles - held) };
}
