import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn, mergeClasses } from "./utils.ts";

// cn() merges with our own small resolver instead of tailwind-merge (ADR 0010). It must decide every
// conflict the way tailwind-merge would, at least for the classes this app writes: this takes every
// class-like word from the web sources and compares the two on each ordered pair.

const srcDir = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== "i18n") sourceFiles(full, out);
    } else if (/\.tsx?$/.test(name) && !name.includes(".test.") && full !== path.join(srcDir, "lib", "utils.ts")) out.push(full);
  }
  return out;
}

function classWords(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g)) {
      const literal = (match[1] ?? match[2] ?? match[3] ?? "").replace(/\$\{[^}]*\}/g, " ");
      for (const word of literal.split(/\s+/)) {
        if (word.length > 1 && /^!?-?[a-z@[*][\w\-[\]:/.%#()&>*=,'_@!]*$/.test(word)) words.add(word);
      }
    }
  }
  return [...words].sort();
}

/** "hover:sm" for "hover:sm:px-2": only classes under the same variants can conflict, so only those pairs are compared. */
function variantsOf(word: string): string {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < word.length; i++) {
    if (word[i] === "[" || word[i] === "(") depth++;
    else if (word[i] === "]" || word[i] === ")") depth--;
    else if (word[i] === ":" && depth === 0) cut = i;
  }
  return cut < 0 ? "" : word.slice(0, cut);
}

describe("cn", () => {
  it("lets a later class override an earlier one of the same kind, and keeps the rest in order", () => {
    expect(cn("h-10 px-4 text-sm text-white", "h-9 px-2")).toBe("text-sm text-white h-9 px-2");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
    expect(cn("size-10", "h-8")).toBe("size-10 h-8");
    expect(cn("leading-6 text-sm", false, undefined, { hidden: true })).toBe("text-sm hidden");
    expect(cn("hover:bg-slate-100", "bg-white", "hover:bg-brand-50")).toBe("bg-white hover:bg-brand-50");
    expect(cn("rounded-lg", "rounded-t-none")).toBe("rounded-lg rounded-t-none");
  });

  it("decides every pair of the app's classes as tailwind-merge does", () => {
    const byVariants = new Map<string, string[]>();
    // A word neither side treats as a class is kept by both whatever it meets; the rest is compared.
    const classes = classWords().filter((word) => twMerge(`${word} ${word}`) === word || mergeClasses(`${word} ${word}`) === word);
    for (const word of classes) {
      const key = variantsOf(word);
      byVariants.set(key, [...(byVariants.get(key) ?? []), word]);
    }
    const mismatches: string[] = [];
    let pairs = 0;
    for (const words of byVariants.values()) {
      for (const first of words) {
        for (const second of words) {
          if (first === second) continue;
          pairs++;
          const input = `${first} ${second}`;
          const ours = mergeClasses(input);
          const theirs = twMerge(input);
          if (ours !== theirs && mismatches.length < 20) mismatches.push(`${input} → ${ours} (tailwind-merge: ${theirs})`);
        }
      }
    }
    expect(pairs).toBeGreaterThan(50_000);
    expect(mismatches).toEqual([]);
  }, 60_000);
});
