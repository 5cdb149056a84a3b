import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n.ts";
import { ChangePasswordSection } from "@/features/auth/components/change-password-section.tsx";
import { SignedInDevicesSection } from "@/features/auth/components/signed-in-devices-section.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { profileQueryOptions, useProfile } from "@/features/profile/api/get-profile.ts";
import { ProfileForm } from "@/features/profile/components/profile-form.tsx";
import type { ProfileImageSlot } from "@/features/profile/components/profile-image-slot.ts";
import { ImageUploader } from "@/features/uploads/components/image-uploader.tsx";
import { requireSession } from "@/lib/require-session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export const Route = createFileRoute("/$locale/settings/profile")({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, context.locale, location.href),
  loader: ({ context }) => void context.queryClient.prefetchQuery(profileQueryOptions),
  component: ProfileSettingsPage,
});

/** The uploader (features/uploads) in the profile's photo slot: one image, filed under the person's avatars. */
const imageSlot: ProfileImageSlot = ({ id, label, value, onChange }) => (
  <div id={id}>
    <ImageUploader value={value ? [value] : []} onChange={(urls) => onChange(urls[urls.length - 1] ?? "")} maxFiles={1} purpose="avatars" label={label} />
  </div>
);

function ProfileSettingsPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { locale } = Route.useRouteContext();
  const { data: profile, error, isPending, refetch } = useProfile();
  useDocumentTitle(t("settings.title"));

  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-12">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("settings.title")}</h1>
        <p className="mt-2 text-[15px] text-slate-500">{t("settings.subtitle")}</p>
      </header>
      {isPending ? (
        <div className="flex flex-col gap-6">
          <Skeleton className="h-96 w-full rounded-2xl" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      ) : !profile ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          {/* Keyed by locale so the resolver's message language follows a language switch. */}
          <ProfileForm key={`${profile.id}-${locale}`} profile={profile} locale={locale} imageSlot={imageSlot} />
          {/* Its own form: a password is changed and confirmed apart from the profile's save. */}
          <ChangePasswordSection hasPassword={profile.hasPassword} />
          <SignedInDevicesSection locale={locale} />
        </div>
      )}
    </div>
  );
}
