import type { Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import { buttonClass } from "@/components/ui/button.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useMyCertificates } from "../api/get-my-certificates.ts";
import "@/i18n/parts/certificates.ts";

/**
 * The reader's way to their certificate for one event (docs/product/certificate-pages.md#challenge-card): straight to its
 * dialog on my certificates when it is issued, to the whole list otherwise (still being issued, or revoked).
 */
export function MyEventCertificateLink({ eventId, locale }: { eventId: string; locale: Locale }) {
  const { t } = useTranslation("ui");
  const { data } = useMyCertificates();
  const mine = data?.find((c) => c.eventId === eventId && c.status === "VALID");
  return (
    <Link
      to="/$locale/me/certificates"
      params={{ locale }}
      search={mine ? { certificate: mine.number } : {}}
      className={buttonClass(mine ? "primary" : "outline", "sm", "w-full")}
      data-testid="challenge-certificate-link"
    >
      {mine ? t("certificates.view") : t("certificates.verify.mine")}
      <ArrowRight aria-hidden />
    </Link>
  );
}
