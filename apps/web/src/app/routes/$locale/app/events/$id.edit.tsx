import { createFileRoute, Link } from "@tanstack/react-router";
import ExternalLink from "lucide-react/icons/external-link";
import Settings2 from "lucide-react/icons/settings-2";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { eventForEditQueryOptions, useEventForEdit } from "@/features/event-editor/api/get-event-for-edit.ts";
import { myOrganizationsQueryOptions, useMyOrganizations } from "@/features/event-editor/api/get-my-organizations.ts";
import { DangerZone } from "@/features/event-editor/components/danger-zone.tsx";
import { BuildingConfigEditor } from "@/features/challenge-admin/components/building-config-editor.tsx";
import { EditorLayout } from "@/features/event-editor/components/editor-layout.tsx";
import { EventEditorForm } from "@/features/event-editor/components/event-editor-form.tsx";
import type { ImageSlot } from "@/features/event-editor/components/image-slot.ts";
import { HackathonConfigEditor } from "@/features/hackathon-admin/components/hackathon-config-editor.tsx";
import { ImageUploader } from "@/features/uploads/components/image-uploader.tsx";
import { VolunteerRolesEditor } from "@/features/volunteers/components/volunteer-roles-editor.tsx";
import { requireSession } from "@/lib/require-session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export const Route = createFileRoute("/$locale/app/events/$id/edit")({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, context.locale, location.href),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(eventForEditQueryOptions(params.id));
    void context.queryClient.prefetchQuery(myOrganizationsQueryOptions);
  },
  component: EditEventPage,
});

const imageSlot: ImageSlot = ({ id, label, value, onChange, purpose }) => (
  <div id={id}>
    <ImageUploader value={value ? [value] : []} onChange={(urls) => onChange(urls[urls.length - 1] ?? null)} maxFiles={1} purpose={purpose} label={label} />
  </div>
);

function EditEventPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { id } = Route.useParams();
  const { locale, queryClient } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { data, error, isPending, refetch } = useEventForEdit(id);
  const organizations = useMyOrganizations().data ?? [];
  useDocumentTitle(data ? `${t("console.editor.editTitle")} · ${data.event.title}` : t("console.editor.editTitle"));

  if (isPending) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 pt-12 sm:px-6">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-96 w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  }
  if (!data) return <ErrorPanel error={error} onRetry={() => void refetch()} className="min-h-[60vh]" />;
  if (!data.permissions.canEditEvent) return <ErrorPanel variant="permission" className="min-h-[60vh]" />;

  const { event } = data;
  return (
    <EditorLayout
      title={t("console.editor.editTitle")}
      subtitle={<span className="line-clamp-1">{event.title}</span>}
      backHref={`/${locale}/app/events`}
      actions={
        <>
          <Button asChild variant="outline" size="sm">
            <Link to="/$locale/events/$id" params={{ locale, id }}>
              <ExternalLink aria-hidden />
              {t("console.save.viewEvent")}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/$locale/app/events/$id/manage" params={{ locale, id }}>
              <Settings2 aria-hidden />
              {t("console.save.manage")}
            </Link>
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-6">
        {/* Keyed so a language switch rebuilds the resolver and a refetched event reseeds the form. */}
        <EventEditorForm key={`${event.id}-${event.status}-${locale}`} locale={locale} event={event} organizations={organizations} imageSlot={imageSlot} />
        {/* Saved by its own call: editing the event never touches roles or applications (docs/product/people.md#volunteers). */}
        {/* Its own call too: the stage and its history are never the editor's (docs/product/hackathons.md#configuration). */}
        {event.type === "HACKATHON" ? <HackathonConfigEditor key={locale} eventId={event.id} /> : null}
        {/* The challenge's settings, saved by their own call too (docs/product/challenges.md#configuration). */}
        {event.type === "BUILDING_PUBLIC" ? (
          <BuildingConfigEditor key={locale} eventId={event.id} renderImage={({ id, label, value, onChange }) => imageSlot({ id, label, value, onChange, purpose: "misc" })} />
        ) : null}
        <VolunteerRolesEditor key={locale} eventId={event.id} renderImage={imageSlot} />
        <DangerZone
          eventId={event.id}
          title={event.title}
          status={event.status}
          isOrganizer={data.permissions.isOrganizer}
          // To my events, where it no longer is; then the deleted event's form leaves the cache, so going back never shows it.
          onDeleted={() =>
            void navigate({ to: "/$locale/app/events", params: { locale } }).then(() => queryClient.removeQueries({ queryKey: eventForEditQueryOptions(id).queryKey }))
          }
        />
      </div>
    </EditorLayout>
  );
}
