import { normaliseTicketCode, TICKET_CODE_LENGTH } from "@commons/domain";
import Keyboard from "lucide-react/icons/keyboard";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";

/** The fallback when there is no camera or the screen will not scan: type the code under the QR. */
export function ManualCodeForm({ onSubmit, pending, submitLabel }: { onSubmit: (code: string) => void; pending: boolean; submitLabel: string }) {
  const { t } = useTranslation(["ui", "shared"]);
  const [code, setCode] = useState("");
  const clean = normaliseTicketCode(code);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!clean) return;
        onSubmit(clean);
        setCode("");
      }}
    >
      <Label htmlFor="checkin-code" className="flex items-center gap-2">
        <Keyboard className="size-4 text-slate-400" aria-hidden />
        {t("checkin.manual.label")}
      </Label>
      <div className="flex gap-2">
        <Input
          id="checkin-code"
          value={code}
          autoComplete="off"
          maxLength={TICKET_CODE_LENGTH * 2}
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t("checkin.manual.placeholder")}
          className="h-12 font-mono text-lg tracking-[0.15em] uppercase"
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" size="lg" className="h-12" loading={pending} disabled={!clean}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
