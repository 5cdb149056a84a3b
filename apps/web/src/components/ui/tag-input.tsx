import X from "lucide-react/icons/x";
import { type KeyboardEvent, useState } from "react";
import { cn } from "@/lib/utils.ts";

interface TagInputProps {
  id: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  placeholder?: string;
  maxTags?: number;
  maxLength?: number;
  /** Accessible name of each chip's remove button, e.g. (tag) => `Remove ${tag}`. */
  removeLabel: (tag: string) => string;
  invalid?: boolean;
  describedBy?: string;
}

// Enter, comma (ASCII or Chinese) and Tab commit what was typed as a tag.
const SEPARATORS = /[,，、]/;

/** Chips plus a text box: type, press Enter to add; Backspace on an empty box removes the last chip. */
export function TagInput({ id, value, onChange, onBlur, placeholder, maxTags, maxLength, removeLabel, invalid, describedBy }: TagInputProps) {
  const [draft, setDraft] = useState("");
  const full = maxTags !== undefined && value.length >= maxTags;

  const commit = (text: string) => {
    const additions = text
      .split(SEPARATORS)
      .map((part) => part.trim())
      .filter((part) => part && !value.includes(part));
    if (additions.length === 0) return setDraft("");
    const next = [...value, ...additions].slice(0, maxTags ?? Number.POSITIVE_INFINITY);
    onChange(next);
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // an IME is still composing Chinese; Enter picks a candidate
    if (event.key === "Enter" || (event.key === "Tab" && draft.trim())) {
      event.preventDefault();
      commit(draft);
    } else if (event.key === "Backspace" && !draft && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div
      className={cn(
        "flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2 py-1.5 shadow-xs transition-colors",
        "focus-within:border-brand-500 focus-within:ring-1 focus-within:ring-brand-500 hover:border-slate-300",
        invalid && "border-red-400",
      )}
    >
      {value.map((tag) => (
        <span key={tag} className="inline-flex items-center gap-1 rounded-md bg-brand-50 py-0.5 pr-1 pl-2 text-sm text-brand-800">
          {tag}
          <button
            type="button"
            onClick={() => onChange(value.filter((item) => item !== tag))}
            className="rounded p-0.5 text-brand-500 hover:bg-brand-100 hover:text-brand-800"
            aria-label={removeLabel(tag)}
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </span>
      ))}
      <input
        id={id}
        value={draft}
        disabled={full}
        maxLength={maxLength}
        onChange={(event) => {
          const text = event.target.value;
          if (SEPARATORS.test(text)) commit(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (draft.trim()) commit(draft);
          onBlur?.();
        }}
        placeholder={full ? undefined : placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="h-7 min-w-32 flex-1 bg-transparent px-1 text-[15px] outline-none placeholder:text-slate-400 disabled:cursor-not-allowed"
      />
    </div>
  );
}
