import type { Locale } from "@commons/domain";
import BellPlus from "lucide-react/icons/bell-plus";
import BellRing from "lucide-react/icons/bell-ring";
import { useEffect } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { cn } from "@/lib/utils.ts";
import type { Seed } from "../api/like.ts";
import { type HostTarget, type SubscriptionStatus, useSubscriptionStatus } from "../api/subscription.ts";
import { sendToLogin } from "../hooks/sign-in-redirect.ts";
import { useSubscriptionToggle } from "../hooks/use-subscription-toggle.ts";

interface SubscribeButtonProps {
  target: HostTarget;
  hostName: string;
  locale: Locale;
  isSignedIn: boolean;
  seed?: Seed<SubscriptionStatus>;
  className?: string;
}

/**
 * docs/product/engagement.md#host-subscriptions: follow the organisation
 * (or the organiser) shown on the info card, to hear about new events.
 */
export function SubscribeButton({ target, hostName, locale, isSignedIn, seed, className }: SubscribeButtonProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const status = useSubscriptionStatus(target, isSignedIn, seed);
  const toggle = useSubscriptionToggle(target, hostName);
  const subscribed = isSignedIn && status.data?.subscribed === true;

  // docs/product/engagement.md#host-subscriptions: a failed status fetch
  // is a toast (the button still works from the last known state).
  const failed = status.isError;
  useEffect(() => {
    if (failed) toast.error(t("engagement.subscriptionStatusFailed"), { id: "subscription-status" });
  }, [failed, t]);

  return (
    <button
      type="button"
      aria-pressed={subscribed}
      disabled={toggle.isPending}
      title={t("engagement.subscribeHint", { name: hostName })}
      onClick={() => (isSignedIn ? toggle.mutate(!subscribed) : sendToLogin(locale))}
      className={cn(
        "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full px-3 text-xs font-semibold transition-colors [&_svg]:size-3.5",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60",
        subscribed
          ? "bg-slate-100 text-slate-600 hover:bg-slate-200"
          : "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
        className,
      )}
    >
      {subscribed ? <BellRing aria-hidden /> : <BellPlus aria-hidden />}
      {subscribed ? t("engagement.subscribed") : t("engagement.subscribe")}
    </button>
  );
}
