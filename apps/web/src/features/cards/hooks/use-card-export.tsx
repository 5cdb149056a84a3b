import { CARD_EXPORT_WIDTH, CARD_RENDER_TIMEOUT_MS, type DigitalCard } from "@commons/domain";
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { BusinessCard } from "../components/business-card.tsx";
import { downloadFile } from "@/lib/download-file.ts";
import { drawCard, fileNameOf, withTimeout, zipFiles } from "./card-export.ts";
import { profileUrlOf, qrDataUrlOf } from "./card-qr.ts";

// docs/product/people.md#digital-cards: downloads draw each card again, alone, at exactly the export's width
// in a stage outside the viewport, so the file never depends on how large the card happens to be on screen.

type Staged = { card: DigitalCard; qr: string };

export interface CardExport {
  /** Mount it once, anywhere: the off-screen stage the cards are drawn in. */
  stage: ReactNode;
  busy: boolean;
  /** Cards made so far in a batch, for the progress text. */
  progress: { done: number; total: number } | null;
  downloadOne: (card: DigitalCard) => Promise<void>;
  downloadAll: (cards: readonly DigitalCard[]) => Promise<void>;
}

export function useCardExport(eventTitle: string): CardExport {
  const { t } = useTranslation();
  const [staged, setStaged] = useState<Staged | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const nodeRef = useRef<HTMLDivElement>(null);
  const onMounted = useRef<((node: HTMLElement) => void) | null>(null);

  useLayoutEffect(() => {
    if (staged && nodeRef.current && onMounted.current) {
      onMounted.current(nodeRef.current);
      onMounted.current = null;
    }
  }, [staged]);

  /** Puts the card on the stage and answers its node once React has drawn it. */
  const stageCard = useCallback(async (card: DigitalCard): Promise<HTMLElement> => {
    const qr = await qrDataUrlOf(profileUrlOf(card.profilePath));
    return new Promise<HTMLElement>((resolve) => {
      onMounted.current = resolve;
      setStaged({ card, qr });
    });
  }, []);

  /** One card as a file; the whole of it (images, settling, drawing) within the spec's 10 s. */
  const makeCard = useCallback(
    (card: DigitalCard) => withTimeout((async () => drawCard(await stageCard(card)))(), CARD_RENDER_TIMEOUT_MS),
    [stageCard],
  );

  const downloadOne = useCallback(
    async (card: DigitalCard) => {
      setBusy(true);
      try {
        downloadFile(await makeCard(card), fileNameOf(card.name, new Set(), "jpg"));
      } catch {
        toast.error(t("cards.download.failed"));
      } finally {
        setStaged(null);
        setBusy(false);
      }
    },
    [makeCard, t],
  );

  const downloadAll = useCallback(
    async (cards: readonly DigitalCard[]) => {
      if (cards.length === 0) {
        toast.info(t("cards.download.nothing"));
        return;
      }
      setBusy(true);
      const files: { name: string; blob: Blob }[] = [];
      const taken = new Set<string>();
      try {
        for (const [i, card] of cards.entries()) {
          setProgress({ done: i, total: cards.length });
          try {
            files.push({ name: fileNameOf(card.name, taken, "jpg"), blob: await makeCard(card) });
          } catch {
            // A batch goes on without the card that failed, and says so.
            toast.warning(t("cards.download.skipped", { name: card.name }));
          }
        }
        if (files.length === 0) throw new Error("no card could be made");
        downloadFile(await zipFiles(files), fileNameOf(`${t("cards.download.zipName")}-${eventTitle}`, new Set(), "zip"));
      } catch {
        toast.error(t("cards.download.failed"));
      } finally {
        setStaged(null);
        setProgress(null);
        setBusy(false);
      }
    },
    [eventTitle, makeCard, t],
  );

  const stage =
    staged && typeof document !== "undefined"
      ? createPortal(
          <div aria-hidden className="pointer-events-none fixed top-0" style={{ left: -10_000, width: CARD_EXPORT_WIDTH }}>
            <div ref={nodeRef} data-testid="card-export-stage" style={{ width: CARD_EXPORT_WIDTH }}>
              <BusinessCard card={staged.card} eventTitle={eventTitle} profileUrl={profileUrlOf(staged.card.profilePath)} qrDataUrl={staged.qr} variant="export" />
            </div>
          </div>,
          document.body,
        )
      : null;

  return { stage, busy, progress, downloadOne, downloadAll };
}
