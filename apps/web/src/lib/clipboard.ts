import { toast } from "./toast.tsx";

/**
 * Copies text and says so ('copied to clipboard' / 'copy failed'; docs/product/engagement.md#copying). Falls
 * back to a hidden textarea where the async Clipboard API is missing or refused (older WebViews, plain http).
 */
export async function copyWithToast(text: string, messages: { copied: string; failed: string }): Promise<boolean> {
  const ok = await copyText(text);
  if (ok) toast.success(messages.copied);
  else toast.error(messages.failed);
  return ok;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the legacy way.
  }
  try {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  } catch {
    return false;
  }
}
