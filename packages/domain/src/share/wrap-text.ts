/**
 * Line wrapping for canvas text (the poster, docs/product/engagement.md#poster: title ≤ 3 lines,
 * description ≤ 2). Canvas has no layout engine, so we break by hand. Chinese and Japanese have no
 * spaces between words and may break between any two characters; Latin words must stay whole unless
 * a single word is wider than the line. The last allowed line ends in "…" when text remains.
 */
export type MeasureText = (text: string) => number;

const ELLIPSIS = "…";
// A CJK ideograph, kana, Hangul or full-width punctuation: each is its own break opportunity.
const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]/u;

/** Splits text into units that may not be broken: CJK characters alone, Latin words with their trailing space. */
export function breakUnits(text: string): string[] {
  const units: string[] = [];
  let word = "";
  for (const char of Array.from(text.replace(/\s+/g, " ").trim())) {
    if (CJK.test(char)) {
      if (word) units.push(word);
      word = "";
      units.push(char);
    } else if (char === " ") {
      units.push(`${word} `);
      word = "";
    } else {
      word += char;
    }
  }
  if (word) units.push(word);
  return units;
}

export function wrapText(text: string, maxWidth: number, maxLines: number, measure: MeasureText): string[] {
  if (maxLines <= 0) return [];
  const lines: string[] = [];
  let line = "";
  const units = breakUnits(text);
  for (let index = 0; index < units.length; index++) {
    const unit = units[index] ?? "";
    const candidate = line + unit;
    if (measure(candidate.trimEnd()) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) {
      lines.push(line.trimEnd());
      line = "";
    }
    if (lines.length === maxLines) return withEllipsis(lines, maxWidth, measure);
    // A single unit wider than the line (a long URL or word): cut it by character.
    if (measure(unit.trimEnd()) > maxWidth) {
      for (const char of Array.from(unit)) {
        if (measure(line + char) > maxWidth && line) {
          lines.push(line);
          line = "";
          if (lines.length === maxLines) return withEllipsis(lines, maxWidth, measure);
        }
        line += char;
      }
    } else {
      line = unit;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length > maxLines) return withEllipsis(lines.slice(0, maxLines), maxWidth, measure);
  return lines;
}

/** Ends the last line with "…", trimming characters until it fits. */
function withEllipsis(lines: string[], maxWidth: number, measure: MeasureText): string[] {
  const result = lines.slice();
  let last = Array.from(result[result.length - 1] ?? "");
  while (last.length > 0 && measure(`${last.join("").trimEnd()}${ELLIPSIS}`) > maxWidth) last = last.slice(0, -1);
  result[result.length - 1] = `${last.join("").trimEnd()}${ELLIPSIS}`;
  return result;
}
