/** Saves a blob or data URL under `filename` through a temporary link (works in every modern browser). */
export function downloadFile(source: Blob | string, filename: string): void {
  const href = typeof source === "string" ? source : URL.createObjectURL(source);
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  if (typeof source !== "string") setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** A file name that is safe on every OS, keeping CJK characters. */
export function safeFileName(name: string, extension: string): string {
  const base = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ").replace(/\s+/g, " ").trim().slice(0, 60) || "event";
  return `${base}.${extension}`;
}
