import { describeDevice, type Locale, type SignedInDevice } from "@commons/domain";
import Monitor from "lucide-react/icons/monitor";
import Smartphone from "lucide-react/icons/smartphone";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { SettingsSection } from "@/components/ui/settings-section.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatRelativeTime } from "@/lib/format.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useSignedInDevices, useSignOutDevice } from "../api/signed-in-devices.ts";

const PHONES = new Set(["iOS", "Android", "HarmonyOS"]);

/** Settings' list of the devices signed in to this account, each of the others with a way to sign it out. */
export function SignedInDevicesSection({ locale }: { locale: Locale }) {
  const { t } = useTranslation(["ui"]);
  const { data: devices, error, isPending, refetch } = useSignedInDevices();
  const signOut = useSignOutDevice();
  const others = devices?.filter((device) => !device.current).length ?? 0;

  const end = async (id: string | null) => {
    try {
      await signOut.mutateAsync(id);
      toast.success(t(id ? "settings.devices.signedOut" : "settings.devices.allSignedOut"));
    } catch {
      // The request layer has shown the failure (docs/product/requests-and-errors.md#toasts).
    }
  };

  return (
    <SettingsSection title={t("settings.section.devices")} description={t("settings.section.devicesHint")}>
      {isPending ? (
        <Skeleton className="h-32 w-full rounded-xl" />
      ) : !devices ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label={t("settings.section.devices")}>
          {devices.map((device) => (
            <DeviceRow key={device.id} device={device} locale={locale} busy={signOut.isPending} onSignOut={() => void end(device.id)} />
          ))}
        </ul>
      )}
      {others > 0 ? (
        <div className="flex justify-end">
          <Button variant="outline" loading={signOut.isPending && signOut.variables === null} onClick={() => void end(null)}>
            {t("settings.devices.signOutOthers")}
          </Button>
        </div>
      ) : null}
    </SettingsSection>
  );
}

function DeviceRow({ device, locale, busy, onSignOut }: { device: SignedInDevice; locale: Locale; busy: boolean; onSignOut: () => void }) {
  const { t } = useTranslation(["ui"]);
  const { browser, os } = describeDevice(device.userAgent);
  const name = [browser, os].filter(Boolean).join(" · ") || t("settings.devices.unknown");
  const Icon = os && PHONES.has(os) ? Smartphone : Monitor;
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Icon className="size-5 shrink-0 text-slate-400" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          {name}
          {device.current ? <Badge tone="green">{t("settings.devices.current")}</Badge> : null}
        </p>
        <p className="mt-0.5 text-[13px] text-slate-500">
          {t("settings.devices.when", {
            signedIn: formatRelativeTime(device.signedInAt, locale),
            active: formatRelativeTime(device.lastActiveAt, locale),
          })}
        </p>
      </div>
      {device.current ? null : (
        <Button variant="ghost" size="sm" disabled={busy} onClick={onSignOut} aria-label={t("settings.devices.signOutOne", { name })}>
          {t("settings.devices.signOut")}
        </Button>
      )}
    </li>
  );
}
