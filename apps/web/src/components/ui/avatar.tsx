import { useState } from "react";
import { cn } from "@/lib/utils.ts";

const SIZES = {
  xs: "size-6 text-[10px]",
  sm: "size-8 text-xs",
  md: "size-10 text-sm",
  lg: "size-14 text-lg",
  xl: "size-24 text-3xl",
} as const;

// Pairs chosen for white text at AA contrast; a name always maps to the same pair.
const PALETTE = [
  "from-indigo-500 to-violet-600",
  "from-sky-500 to-blue-600",
  "from-emerald-500 to-teal-600",
  "from-amber-500 to-orange-600",
  "from-rose-500 to-pink-600",
  "from-fuchsia-500 to-purple-600",
  "from-cyan-500 to-sky-600",
  "from-lime-600 to-green-700",
] as const;

/** A stable hash so "王小明" gets the same colour on every page and every visit. */
function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return value;
}

/**
 * Initials that read naturally in both scripts: one character for a Chinese name (the surname is
 * what people use), two letters for a Latin one ("Ada Lovelace" → "AL").
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return "?";
  const first = Array.from(trimmed)[0] ?? "?";
  if (/\p{Script=Han}/u.test(first)) return first;
  const words = trimmed.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters
    .map((word) => Array.from(word ?? "")[0] ?? "")
    .join("")
    .toUpperCase()
    .slice(0, 2);
}

export function avatarColour(name: string): string {
  return PALETTE[hash(name.trim().toLowerCase()) % PALETTE.length] ?? PALETTE[0];
}

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: keyof typeof SIZES;
  /** Organisations get rounded squares, people circles. */
  shape?: "circle" | "square";
  className?: string;
}

/** A photo when there is one that loads; otherwise generated initials on a colour derived from the name. */
export function Avatar({ name, src, size = "md", shape = "circle", className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const radius = shape === "circle" ? "rounded-full" : size === "xl" || size === "lg" ? "rounded-2xl" : "rounded-lg";
  return (
    <span
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center overflow-hidden font-semibold text-white select-none",
        SIZES[size],
        radius,
        showImage ? "bg-slate-100" : ["bg-gradient-to-br", avatarColour(name)],
        className,
      )}
      title={name}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={name}
          className="size-full object-cover"
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span aria-label={name} role="img">
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}
