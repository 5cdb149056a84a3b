import CircleAlert from "lucide-react/icons/circle-alert";
import Info from "lucide-react/icons/info";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";

interface RegistrationSubmitBarProps {
  summaryId: string;
  /** Everything still missing, worded ("必填问题：A、B"; docs/product/registration.md#form-rules). */
  summary: string[];
  /** Server refusals the form has no field for. */
  serverMessages: string[];
  requireApproval: boolean;
  waitlist: boolean;
  pending: boolean;
  /** Where the button sticks while the form scrolls: the dialog sheet, or the page's card. */
  layout: "dialog" | "page";
}

// The button stays in reach while a long form scrolls (most of all on phones); the negative margins
// match the container's padding so the bar spans it edge to edge.
const STICKY = {
  dialog: "-mx-6 -mb-6 px-6 pt-3 pb-6",
  page: "-mx-5 -mb-5 px-5 pt-3 pb-5 sm:-mx-7 sm:-mb-7 sm:px-7 sm:pb-7 rounded-b-2xl",
} as const;

/** The end of the form, where the eye is after pressing submit: what is missing, what happens next, the button. */
export function RegistrationSubmitBar({ summaryId, summary, serverMessages, requireApproval, waitlist, pending, layout }: RegistrationSubmitBarProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const problems = [...summary, ...serverMessages];
  return (
    <div className="flex flex-col gap-3">
      {problems.length > 0 ? (
        <div id={summaryId} tabIndex={-1} role="alert" className="scroll-mb-24 rounded-xl outline-none border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          <p className="flex items-center gap-2 font-medium">
            <CircleAlert className="size-4 shrink-0" aria-hidden />
            {t("reg.summaryTitle")}
          </p>
          <ul className="mt-1.5 list-disc space-y-0.5 pl-9 leading-6">
            {problems.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {waitlist || requireApproval ? (
        <p className="flex items-start gap-2 text-[13px] leading-5 text-slate-500">
          <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          {waitlist ? t("reg.waitlistNote") : t("reg.approvalNote")}
        </p>
      ) : null}
      <div className={`sticky bottom-0 z-10 border-t border-slate-100 bg-white/95 backdrop-blur ${STICKY[layout]}`}>
        <Button type="submit" size="lg" className="w-full" loading={pending}>
          {waitlist ? t("reg.submitWaitlist") : t("reg.submit")}
        </Button>
      </div>
    </div>
  );
}
