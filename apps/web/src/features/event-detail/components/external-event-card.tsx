import ExternalLink from "lucide-react/icons/external-link";
import { useTranslation } from "@/lib/i18n.ts";
import { buttonClass } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";

/** External events register on their own platform: the card explains that and links out. */
export function ExternalEventCard({ url }: { url: string | null }) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <Card className="flex flex-col gap-3 p-5">
      <p className="text-sm text-slate-600">{t("eventPage.externalHint")}</p>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "lg", "w-full")}>
          {t("eventPage.externalLink")}
          <ExternalLink aria-hidden />
        </a>
      ) : null}
    </Card>
  );
}
