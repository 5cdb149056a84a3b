import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useSession } from "@/lib/session.ts";
import { currentLocale } from "@/lib/i18n.ts";
import type { RegistrationEvent } from "../api/registration-event.ts";
import { registrationState } from "../hooks/registration-state.ts";
import { RegistrationPrimaryAction } from "./registration-primary-action.tsx";

/** The main action inside the page's mobile fixed bottom bar (the page owns the bar itself). */
export function RegistrationActionBar({ event }: { event: RegistrationEvent }) {
  const { isSignedIn, isPending } = useSession();
  const locale = currentLocale();
  const state = registrationState(event, isSignedIn);
  // Until the session is known the button would flash "log in to register" at signed-in people.
  if (isPending) return <Skeleton className="h-12 w-full rounded-xl" />;
  return <RegistrationPrimaryAction event={event} state={state} locale={locale} size="lg" />;
}
