import { type ClassValue, clsx } from "clsx";

/** Joins class names, letting a caller's Tailwind class override a component's default. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  // Every render of every component asks again for the same few hundred strings (all written in the
  // code, never user input): each is merged once (ADR 0012).
  let merged = mergedCache.get(classes);
  if (merged === undefined) {
    merged = mergeClasses(classes);
    mergedCache.set(classes, merged);
  }
  return merged;
}
const mergedCache = new Map<string, string>();

// A small stand-in for tailwind-merge (8 KB gzip, too much for the event page's budget, ADR 0010):
// when two classes set the same CSS property under the same variants, the later one wins and the
// earlier one is dropped, so an override like `buttonClass("outline", "sm", "px-2")` renders as
// written. It knows the utility families this app uses; utils.test.ts checks it against
// tailwind-merge for every pair of classes found in the source, so a new family is noticed there.

/** A length, a fraction or a keyword: what spacing and sizing utilities take (anything else is not theirs). */
const SIZE = String.raw`-(\d+(\.\d+)?|\d+/\d+|px|auto|full|screen|[dsl]v[hw]|min|max|fit|none|prose|\d?xs|sm|md|lg|\d?xl|\[.+\]|\(.+\))$`;
const sized = (pattern: string) => new RegExp(pattern + SIZE);

/** [pattern for the utility (variants, `!` and `-` stripped), its group, "$1"/"$2" filled from the match]. */
const GROUPS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(block|inline|inline-block|inline-flex|inline-grid|flex|grid|hidden|contents|flow-root|list-item|table(-cell|-row|-column)?)$/, "display"],
  [/^(static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(visible|invisible|collapse)$/, "visibility"],
  [/^(underline|overline|line-through|no-underline)$/, "decoration-line"],
  [/^line-clamp-/, "line-clamp"],
  [/^flex-(row|col)(-reverse)?$/, "flex-direction"],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, "flex-wrap"],
  [/^flex-(\d+|auto|initial|none|\[.+\])$/, "flex"],
  [/^(shrink|grow)(-|$)/, "$1"],
  [/^(basis|order|z|opacity|cursor|fill|stroke|aspect|whitespace|leading|tracking|duration|ease|delay|select)-/, "$1"],
  // Tailwind's own animations only: tailwind-merge leaves theme extensions (animate-fade-in) alone.
  [/^animate-(none|spin|ping|pulse|bounce|\[.+\])$/, "animate"],
  [/^grid-(cols|rows|flow)-/, "grid-$1"],
  [/^(col|row)-(start|end)-/, "$1-$2"],
  [/^(col|row)-/, "$1-span"],
  [sized("^(gap|space|translate|inset|min|max)-([xy]|w|h)"), "$1-$2"],
  [sized("^(gap|translate|inset|size|w|h|top|right|bottom|left|start|end)"), "$1"],
  [sized("^([pm])([xytrblse]?)"), "$1$2"],
  [/^(overflow|overscroll)-([xy])-/, "$1-$2"],
  [/^(overflow|overscroll|scale)-/, "$1"],
  [/^resize(-|$)/, "resize"],
  [/^items-(start|end|center|baseline|stretch)/, "align-items"],
  [/^self-(auto|start|end|center|baseline|stretch)/, "align-self"],
  [/^justify-(items|self)-/, "justify-$1"],
  [/^justify-(start|end|center|between|around|evenly|stretch|normal)/, "justify-content"],
  [/^content-\[/, "content"],
  [/^content-/, "align-content"],
  [/^object-(contain|cover|fill|none|scale-down)$/, "object-fit"],
  [/^object-/, "object-position"],
  [/^backdrop-blur(-|$)/, "backdrop-blur"],
  [/^blur(-|$)/, "blur"],
  [/^transition(-|$)/, "transition"],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, "font-weight"],
  [/^font-/, "font-family"],
  [/^text-(left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-(ellipsis|clip)$/, "text-overflow"],
  [/^text-(xs|sm|base|lg|\d?xl|\[[\d.]+(px|rem|em)\])(\/.+)?$/, "font-size"],
  [/^text-/, "text-color"],
  [/^bg-(linear-|radial|conic|none$|\[url)/, "bg-image"],
  [/^bg-(cover|contain|auto)$/, "bg-size"],
  [/^bg-(no-)?repeat/, "bg-repeat"],
  [/^bg-/, "bg-color"],
  [/^(from|via|to)-\d+%$/, "$1-position"],
  [/^(from|via|to)-/, "$1"],
  [/^border(-[xytrblse])?(-\d+|-\[[\d.]+px\])?$/, "border-w$1"],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  // Tables: how cell borders meet, not a border of the element's own.
  [/^border-(collapse|separate)$/, "border-collapse"],
  [/^border(-[xytrblse])?-/, "border-color$1"],
  [/^rounded(-(?:[trblse]|tl|tr|br|bl|ss|se|ee|es))?(-.+)?$/, "rounded$1"],
  [/^ring(-\d+|-\[[\d.]+px\])?$/, "ring-w"],
  [/^ring-inset$/, "ring-inset"],
  [/^ring-offset-/, "ring-offset"],
  [/^ring-/, "ring-color"],
  [/^shadow(-(xs|sm|md|lg|xl|2xl|none)|-\[.+\])?$/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^outline(-\d+)?$/, "outline-w"],
  [/^outline-offset-/, "outline-offset"],
  [/^outline-(solid|dashed|dotted|double|none|hidden)$/, "outline-style"],
  [/^outline-/, "outline-color"],
];

const SIDES = ["t", "r", "b", "l", "s", "e"];
const sides = (prefix: string, list: string[]) => list.map((side) => `${prefix}${side}`);

/** Groups whose class also overrides earlier classes of these groups (a shorthand and its parts). */
const OVERRIDES: Record<string, string[]> = {
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  translate: ["translate-x", "translate-y"],
  flex: ["basis", "grow", "shrink"],
  "line-clamp": ["display", "overflow"],
  "font-size": ["leading"],
  rounded: sides("rounded-", [...SIDES, "tl", "tr", "br", "bl", "ss", "se", "ee", "es"]),
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "rounded-s": ["rounded-ss", "rounded-es"],
  "rounded-e": ["rounded-se", "rounded-ee"],
};
for (const group of ["p", "m", "border-w-", "border-color-"]) {
  const base = group.endsWith("-") ? group.slice(0, -1) : group;
  OVERRIDES[base] = sides(group, ["x", "y", ...SIDES]);
  OVERRIDES[`${group}x`] = sides(group, ["r", "l"]);
  OVERRIDES[`${group}y`] = sides(group, ["t", "b"]);
}

const groupCache = new Map<string, string | null>();

// A utility is matched only against the patterns that can start with its first letter, each tested on
// its own and in GROUPS' order, so the first that matches still wins. Before, one alternation of all
// seventy was compiled when the module loaded and on the first merge, and tried branch by branch: in
// cold V8 (Node 20) loading this module took 6.7-7.0 ms and the first merge 9.1 ms; now 3.6-5.7 ms and
// 0.6 ms (ADR 0012). Merging all of the event page's 128 class strings cold still takes 15-20 ms, most
// of it V8 running this code for the first time. Which letters a pattern can start with is read off its
// source, once.

/** "^(gap|space)-" → g, s; "^([pm])…" → p, m; "^line-clamp-" → l. Null when the source says nothing simple. */
function firstLetters(source: string): string[] | null {
  const body = source.slice(1);
  if (/^[a-z]/.test(body)) return [body[0]!];
  if (!body.startsWith("(")) return null;
  const letters: string[] = [];
  let depth = 0;
  let start = 1;
  for (let i = 1; i < body.length; i++) {
    const char = body[i];
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") {
      if (depth === 0) return addAlternative(body.slice(start, i), letters) ? letters : null;
      depth--;
    } else if (char === "|" && depth === 0) {
      if (!addAlternative(body.slice(start, i), letters)) return null;
      start = i + 1;
    }
  }
  return null;
}

function addAlternative(alternative: string, letters: string[]): boolean {
  if (/^[a-z]/.test(alternative)) letters.push(alternative[0]!);
  else if (/^\[[a-z]+\]/.test(alternative)) letters.push(...alternative.slice(1, alternative.indexOf("]")));
  else return false;
  return true;
}

/** For each first letter, the indices into GROUPS to try, in order; "" holds the patterns any utility must try. */
const byLetter = new Map<string, number[]>();
GROUPS.forEach(([pattern], index) => {
  for (const letter of firstLetters(pattern.source) ?? [""]) byLetter.set(letter, [...(byLetter.get(letter) ?? []), index]);
});
for (const [letter, indices] of byLetter) if (letter) byLetter.set(letter, [...indices, ...(byLetter.get("") ?? [])].sort((a, b) => a - b));

function groupOf(utility: string): string | null {
  let group = groupCache.get(utility);
  if (group === undefined) {
    group = null;
    for (const index of byLetter.get(utility[0] ?? "") ?? byLetter.get("") ?? []) {
      const [pattern, name] = GROUPS[index]!;
      const match = pattern.exec(utility);
      if (match) {
        group = name.replace("$1", match[1] ?? "").replace("$2", match[2] ?? "");
        break;
      }
    }
    groupCache.set(utility, group);
  }
  return group;
}

/** "sm:hover:!-mt-2" → variants "hover:sm:" (order-insensitive), important, utility "mt-2". */
function parse(token: string): { scope: string; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  let utility = token.slice(start);
  let important = "";
  if (utility.startsWith("!") || utility.endsWith("!")) {
    important = "!";
    utility = utility.startsWith("!") ? utility.slice(1) : utility.slice(0, -1);
  }
  if (utility.startsWith("-")) utility = utility.slice(1);
  return { scope: parts.sort().join(":") + ":" + important, utility };
}

/** Drops every class that a later class of the same group (or an overriding shorthand) replaces. */
export function mergeClasses(classes: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  // From the last class back: a class survives unless a later one has already taken its slot.
  for (const token of classes.split(/\s+/).filter(Boolean).reverse()) {
    const { scope, utility } = parse(token);
    const group = groupOf(utility);
    if (group === null) {
      kept.push(token);
      continue;
    }
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const overridden of OVERRIDES[group] ?? []) taken.add(scope + overridden);
    kept.push(token);
  }
  return kept.reverse().join(" ");
}
