import { errorPanelKey, errorPanelVariant, type ErrorPanelVariant } from "@commons/domain";
import FileQuestion from "lucide-react/icons/file-question";
import ShieldAlert from "lucide-react/icons/shield-alert";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import WifiOff from "lucide-react/icons/wifi-off";
import RotateCw from "lucide-react/icons/rotate-cw";
import { useTranslation } from "@/lib/i18n.ts";
import { errorTypeOf } from "@/lib/notify-error.tsx";
import { cn } from "@/lib/utils.ts";
import { Button } from "./button.tsx";

const ICONS = { network: WifiOff, permission: ShieldAlert, notFound: FileQuestion, generic: TriangleAlert } as const;

interface ErrorPanelProps {
  /** The failure to describe; its type picks one of the four variants (docs/product/requests-and-errors.md#error-panel). */
  error?: unknown;
  variant?: ErrorPanelVariant;
  onRetry?: () => void;
  className?: string;
}

/**
 * The full-area error (docs/product/requests-and-errors.md#error-panel):
 * 网络连接失败 / 权限不足 / 内容不存在 / 出现错误, with a retry button.
 */
export function ErrorPanel({ error, variant, onRetry, className }: ErrorPanelProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const resolved = variant ?? errorPanelVariant(errorTypeOf(error));
  const Icon = ICONS[resolved];
  const detail: string | undefined = error instanceof Error ? error.message : undefined;
  const title = t(`shared:${errorPanelKey(resolved)}`);
  return (
    <div role="alert" className={cn("flex flex-col items-center justify-center px-6 py-14 text-center", className)}>
      <div
        className={cn(
          "mb-4 flex size-14 items-center justify-center rounded-full [&_svg]:size-7",
          resolved === "notFound" ? "bg-slate-100 text-slate-500" : "bg-red-50 text-red-500",
        )}
      >
        <Icon aria-hidden />
      </div>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {detail && detail !== title ? <p className="mt-1.5 max-w-md text-sm leading-6 text-slate-500">{detail}</p> : null}
      {onRetry ? (
        <Button variant="outline" className="mt-6" onClick={onRetry}>
          <RotateCw aria-hidden />
          {t("shared:toast.retry")}
        </Button>
      ) : null}
    </div>
  );
}
