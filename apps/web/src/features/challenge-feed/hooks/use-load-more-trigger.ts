import { CHALLENGE_FEED_PREFETCH_MARGIN_PX } from "@commons/domain";
import { useEffect, useRef } from "react";

/**
 * docs/product/challenges.md#feed: the next page is asked for once a sentinel after the last card comes within
 * 300 px of the viewport (`enabled` is false while a page loads). Where IntersectionObserver is missing the 'load more' button still works.
 */
export function useLoadMoreTrigger(enabled: boolean, pageCount: number, loadMore: () => void) {
  const ref = useRef<HTMLDivElement | null>(null);
  // The latest callback, without re-observing on every render.
  const callback = useRef(loadMore);
  useEffect(() => {
    callback.current = loadMore;
  });
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${CHALLENGE_FEED_PREFETCH_MARGIN_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
    // Observing again after each page reports the sentinel at once if it is still near: a short page chains on.
  }, [enabled, pageCount]);
  return ref;
}
