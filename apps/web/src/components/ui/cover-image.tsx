import { useState } from "react";
import { cn } from "@/lib/utils.ts";

const GRADIENTS = [
  "from-indigo-500 via-violet-500 to-fuchsia-500",
  "from-sky-500 via-indigo-500 to-violet-600",
  "from-emerald-400 via-teal-500 to-sky-600",
  "from-amber-400 via-orange-500 to-rose-500",
  "from-rose-400 via-fuchsia-500 to-indigo-500",
  "from-cyan-400 via-sky-500 to-indigo-600",
] as const;

function pick(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 33 + (char.codePointAt(0) ?? 0)) >>> 0;
  return GRADIENTS[hash % GRADIENTS.length] ?? GRADIENTS[0];
}

interface CoverImageProps {
  src: string | null | undefined;
  alt: string;
  /** Picks the placeholder gradient, so one event always gets the same colours. */
  seed: string;
  className?: string;
  /** The hero image is the page's largest paint: load it first. */
  priority?: boolean;
}

/** A 16:9 cover, or a gradient with soft light when the organiser has not uploaded one. */
export function CoverImage({ src, alt, seed, className, priority }: CoverImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = Boolean(src) && failed !== src;
  return (
    <div className={cn("relative aspect-video w-full overflow-hidden bg-slate-100", className)}>
      {show ? (
        <img
          src={src ?? undefined}
          alt={alt}
          // The box is 16:9 whatever the file; intrinsic dimensions still tell the browser the shape up front.
          width={1280}
          height={720}
          className="size-full object-cover"
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          onError={() => setFailed(src ?? null)}
        />
      ) : (
        <div {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })} className={cn("size-full bg-gradient-to-br", pick(seed))}>
          <div className="absolute -top-1/4 -right-1/6 size-3/4 rounded-full bg-white/20 blur-2xl" />
          <div className="absolute -bottom-1/3 -left-1/6 size-2/3 rounded-full bg-black/10 blur-2xl" />
          <svg className="absolute inset-0 size-full opacity-[0.12]" aria-hidden>
            <defs>
              <pattern id={`dots-${seed}`} width="18" height="18" patternUnits="userSpaceOnUse">
                <circle cx="2" cy="2" r="1.4" fill="white" />
              </pattern>
            </defs>
            <rect width="100%" height="100%" fill={`url(#dots-${seed})`} />
          </svg>
        </div>
      )}
    </div>
  );
}
