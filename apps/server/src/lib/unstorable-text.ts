import { fieldLabel, type Locale, translate } from "@commons/domain";
import { AppError } from "./errors.ts";

/** A lone UTF-16 surrogate: no character, and jsonb refuses its `\udc00` escape ("invalid input syntax for type json"). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const unstorable = (text: string) => text.includes("\u0000") || LONE_SURROGATE.test(text);

type Place = { parent: Place | null; key: string } | null;

function spell(place: Place): string {
  const keys: string[] = [];
  for (let p = place; p; p = p.parent) keys.push(p.key);
  return keys.reverse().join(".");
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any value that reaches a query fails the statement
 * ("invalid byte sequence for encoding UTF8: 0x00"), which would surface as a 500; nor can jsonb hold a
 * lone surrogate (half of an emoji). No real input contains either, so both are refused at the edge. Answers the dotted path of the first string (or key) holding a NUL,
 * "" for the value itself, or null when there is none.
 *
 * Iterative, and the path is only spelt out for a hit: a 1 MB body can nest arrays hundreds of thousands
 * deep, which would overflow the call stack (another 500) or build a path string at every level.
 */
export function pathOfUnstorableText(value: unknown): string | null {
  const stack: [unknown, Place][] = [[value, null]];
  while (stack.length) {
    const [v, place] = stack.pop()!;
    if (typeof v === "string") {
      if (unstorable(v)) return spell(place);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], { parent: place, key: String(i) }]);
    } else if (v && typeof v === "object" && !(v instanceof Blob)) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const here = { parent: place, key };
        if (unstorable(key)) return spell(here);
        stack.push([child, here]);
      }
    }
  }
  return null;
}

/** The 422 for a NUL at `path`, naming the field the way zod's details do (the top-level field's label). */
export function unstorableTextError(path: string, locale: Locale): AppError {
  const field = path || "body";
  return new AppError(422, "VALIDATION_ERROR", "error.validation", {}, [{ field, message: translate(locale, "validation.invalid", { field: fieldLabel(field) }) }]);
}
