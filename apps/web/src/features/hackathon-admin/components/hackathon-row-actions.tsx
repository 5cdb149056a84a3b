import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Trash2 from "lucide-react/icons/trash-2";
import { Button } from "@/components/ui/button.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import "@/i18n/parts/hackathon-admin.ts";

/** Move up, move down and remove for one row of a list; each button names the row it acts on. */
export function RowActions({ index, count, rowLabel, onMove, onRemove }: { index: number; count: number; rowLabel: string; onMove: (to: number) => void; onRemove: () => void }) {
  const { t } = useTranslation("ui");
  return (
    <div className="flex items-center gap-1">
      <Button type="button" variant="ghost" size="sm" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`${t("hackathonAdmin.row.up")} · ${rowLabel}`}>
        <ArrowUp aria-hidden />
      </Button>
      <Button type="button" variant="ghost" size="sm" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`${t("hackathonAdmin.row.down")} · ${rowLabel}`}>
        <ArrowDown aria-hidden />
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`${t("hackathonAdmin.row.remove")} · ${rowLabel}`}>
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
