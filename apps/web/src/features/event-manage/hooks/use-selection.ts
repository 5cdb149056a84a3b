import { useCallback, useState } from "react";

/** Which rows are ticked. Survives paging (ids, not positions) so a bulk action can span pages. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  /** Ticks every visible row, or unticks them all when they already are. */
  const toggleAll = useCallback((ids: readonly string[]) => {
    setSelected((current) => {
      const allOn = ids.length > 0 && ids.every((id) => current.has(id));
      const next = new Set(current);
      for (const id of ids) {
        if (allOn) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  const keepOnly = useCallback((ids: readonly string[]) => setSelected(new Set(ids)), []);
  return { selected, toggle, toggleAll, clear, keepOnly };
}

export type Selection = ReturnType<typeof useSelection>;
