import Camera from "lucide-react/icons/camera";
import CameraOff from "lucide-react/icons/camera-off";
import ScanLine from "lucide-react/icons/scan-line";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { useQrScanner } from "../hooks/use-qr-scanner.ts";

/**
 * The camera view with a viewfinder; scanning starts on a tap because browsers ask for permission then.
 * `intro` says what a scan will do (check in, or only validate before check-in opens).
 */
export function ScannerPanel({ onCode, intro }: { onCode: (text: string) => void; intro: string }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { videoRef, status, start, stop } = useQrScanner(onCode);
  const live = status === "scanning" || status === "starting";
  const problem = status === "denied" ? "checkin.camera.denied" : status === "unsupported" ? "checkin.camera.unsupported" : status === "error" ? "checkin.camera.error" : null;

  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square w-full overflow-hidden rounded-2xl bg-slate-900 sm:aspect-video">
        <video ref={videoRef} className={live ? "size-full object-cover" : "hidden"} playsInline muted aria-label={t("checkin.camera.label")} />
        {live ? (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center" aria-hidden>
            <div className="relative size-3/5 max-h-72 max-w-72 rounded-3xl shadow-[0_0_0_9999px_rgb(15_23_42/0.45)]">
              <span className="absolute -top-0.5 -left-0.5 size-8 rounded-tl-3xl border-t-4 border-l-4 border-white" />
              <span className="absolute -top-0.5 -right-0.5 size-8 rounded-tr-3xl border-t-4 border-r-4 border-white" />
              <span className="absolute -bottom-0.5 -left-0.5 size-8 rounded-bl-3xl border-b-4 border-l-4 border-white" />
              <span className="absolute -right-0.5 -bottom-0.5 size-8 rounded-br-3xl border-r-4 border-b-4 border-white" />
              <ScanLine className="absolute inset-x-0 top-1/2 mx-auto size-10 -translate-y-1/2 text-white/70" />
            </div>
          </div>
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 px-6 text-center text-slate-300">
            <div className="flex size-14 items-center justify-center rounded-full bg-white/10">
              {problem ? <CameraOff className="size-7" aria-hidden /> : <Camera className="size-7" aria-hidden />}
            </div>
            <p className="max-w-xs text-sm leading-6">{problem ? t(problem) : intro}</p>
            {status !== "unsupported" ? (
              <Button variant="primary" onClick={() => void start()}>
                <Camera aria-hidden />
                {t(problem ? "checkin.camera.retry" : "checkin.camera.start")}
              </Button>
            ) : null}
          </div>
        )}
      </div>
      {live ? (
        <div className="flex items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <span className="relative flex size-2.5">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75" />
              <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
            </span>
            {t(status === "starting" ? "checkin.camera.starting" : "checkin.camera.scanning")}
          </p>
          <Button variant="outline" size="sm" onClick={stop}>
            {t("checkin.camera.stop")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
