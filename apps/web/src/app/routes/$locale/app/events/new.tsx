import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n.ts";
import { myOrganizationsQueryOptions, useMyOrganizations } from "@/features/event-editor/api/get-my-organizations.ts";
import { EditorLayout } from "@/features/event-editor/components/editor-layout.tsx";
import { EventEditorForm } from "@/features/event-editor/components/event-editor-form.tsx";
import type { ImageSlot } from "@/features/event-editor/components/image-slot.ts";
import { ImageUploader } from "@/features/uploads/components/image-uploader.tsx";
import { requireSession } from "@/lib/require-session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export const Route = createFileRoute("/$locale/app/events/new")({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, context.locale, location.href),
  loader: ({ context }) => void context.queryClient.prefetchQuery(myOrganizationsQueryOptions),
  component: NewEventPage,
});

/** The uploader (features/uploads) in the editor's one-image slot. */
const imageSlot: ImageSlot = ({ id, label, value, onChange, purpose }) => (
  <div id={id}>
    <ImageUploader value={value ? [value] : []} onChange={(urls) => onChange(urls[urls.length - 1] ?? null)} maxFiles={1} purpose={purpose} label={label} />
  </div>
);

function NewEventPage() {
  const { t } = useTranslation("ui");
  const { locale } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const organizations = useMyOrganizations().data ?? [];
  useDocumentTitle(t("console.editor.newTitle"));
  return (
    <EditorLayout title={t("console.editor.newTitle")} subtitle={t("console.editor.newSubtitle")} backHref={`/${locale}/app/events`}>
      <EventEditorForm
        key={locale}
        locale={locale}
        organizations={organizations}
        imageSlot={imageSlot}
        onCreated={(id) => void navigate({ to: "/$locale/app/events/$id/edit", params: { locale, id } })}
      />
    </EditorLayout>
  );
}
