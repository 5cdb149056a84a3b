/**
 * Where to go after login. Only a same-origin relative path is accepted: it must start with exactly
 * one "/" — "//evil.example" and "/\evil.example" are protocol-relative to browsers, and anything
 * with a scheme ("https:", "javascript:") leaves the site. Everything else falls back.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (!value.startsWith("/")) return fallback;
  const second = value.charAt(1);
  if (second === "/" || second === "\\") return fallback;
  // Control characters (tab, newline) are stripped by URL parsers and could turn "/\t/evil" into "//evil".
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
