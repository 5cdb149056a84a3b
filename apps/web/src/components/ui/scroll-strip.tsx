import { type ComponentProps, useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils.ts";

/** How far the fading edge reaches into the strip. */
const FADE_PX = 56;

/**
 * A row that scrolls sideways when it does not fit (a phone's tab strip) and shows that it does: the side
 * where more items wait fades out, so a cut-off item reads as "scroll for more" rather than as broken
 * (issue 27 item 19). The current item (`aria-current="page"`) is scrolled into view when the strip appears.
 * `data-more` names the faded sides ("start", "end", "start end"), for styling and tests.
 */
export function ScrollStrip({ className, style, children, ...props }: ComponentProps<"div">) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const current = strip.querySelector<HTMLElement>('[aria-current="page"]');
    // Within the strip only: scrollIntoView would scroll the page as well.
    if (current) strip.scrollLeft = current.offsetLeft + current.offsetWidth / 2 - strip.clientWidth / 2;
    const measure = () => {
      const start = strip.scrollLeft > 1;
      const end = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
      setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    strip.addEventListener("scroll", measure, { passive: true });
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    resized?.observe(strip);
    if (strip.firstElementChild) resized?.observe(strip.firstElementChild);
    return () => {
      strip.removeEventListener("scroll", measure);
      resized?.disconnect();
    };
  }, []);

  const mask = more.start || more.end ? fadeMask(more.start, more.end) : undefined;
  const sides = [more.start ? "start" : "", more.end ? "end" : ""].filter(Boolean).join(" ");
  return (
    <div
      ref={ref}
      data-more={sides || undefined}
      className={cn("relative overflow-x-auto", className)}
      style={{ ...style, maskImage: mask, WebkitMaskImage: mask }}
      {...props}
    >
      {children}
    </div>
  );
}

function fadeMask(start: boolean, end: boolean): string {
  const from = start ? `transparent, black ${FADE_PX}px` : "black, black";
  const to = end ? `black calc(100% - ${FADE_PX}px), transparent` : "black, black";
  return `linear-gradient(to right, ${from}, ${to})`;
}
