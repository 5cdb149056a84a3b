import type { Locale } from "@commons/domain";
import Pencil from "lucide-react/icons/pencil";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog.tsx";
import type { Organization } from "../api/get-org.ts";
import type { LogoSlot } from "./logo-slot.ts";
import { OrgEditForm } from "./org-edit-form.tsx";

/** The organisation page's "edit" button and its dialog; the page shows it to owners and admins only. */
export function OrgEditDialog({ org, locale, logoSlot }: { org: Organization; locale: Locale; logoSlot: LogoSlot }) {
  const { t } = useTranslation("ui");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden />
          {t("org.edit.open")}
        </Button>
      </DialogTrigger>
      {open ? (
        <DialogContent closeLabel={t("common.close")} title={t("org.edit.title")} description={t("org.edit.subtitle")}>
          {/* Mounted per opening, so the form starts from the organisation as it is now. */}
          <OrgEditForm org={org} locale={locale} logoSlot={logoSlot} onDone={() => setOpen(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
