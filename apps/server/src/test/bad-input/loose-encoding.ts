// Test-only: percent-encoding for bad paths and query strings.

/**
 * Percent-encodes like encodeURIComponent, except that a lone surrogate (which encodeURIComponent
 * refuses) becomes the three bytes of its invalid UTF-8 form, as a hostile client could send.
 */
export function encodeLoosely(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(s.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    } else {
      out += encodeURIComponent(s[i]!);
    }
  }
  return out;
}
