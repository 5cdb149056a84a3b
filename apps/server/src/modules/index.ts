import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../lib/context.ts";
import { registerAuthOpenApi } from "./auth/auth.openapi.ts";
import { eventConsoleRoutes } from "./event-console/event-console.routes.ts";
import { engagementRoutes } from "./engagement/engagement.routes.ts";
import { detailCacheTtl } from "./events/event-detail-cache.ts";
import { refuseDeletedEvents } from "./events/event-gone.ts";
import { eventsRoutes } from "./events/events.routes.ts";
import { notificationsRoutes } from "./notifications/notifications.routes.ts";
import { orgsRoutes } from "./orgs/orgs.routes.ts";
import { photosRoutes } from "./photos/photos.routes.ts";
import { participantsRoutes } from "./participants/participants.routes.ts";
import { feedbackRoutes } from "./feedback/feedback.routes.ts";
import { profileRoutes } from "./profile/profile.routes.ts";
import { uploadsRoutes } from "./uploads/uploads.routes.ts";
import { invitationsRoutes } from "./invitations/invitations.routes.ts";
import { registrationsRoutes } from "./registrations/registrations.routes.ts";
import { sessionsRoutes } from "./sessions/sessions.routes.ts";
import { usersRoutes } from "./users/users.routes.ts";
import { levelsRoutes } from "./levels/levels.routes.ts";
import { volunteerManageRoutes } from "./volunteers/volunteer-manage.routes.ts";
import { volunteersRoutes } from "./volunteers/volunteers.routes.ts";
import { cardsRoutes } from "./cards/cards.routes.ts";
import { submissionsWriteRoutes } from "./hackathons/submissions-write.routes.ts";
import { hackathonConfigRoutes } from "./hackathons/hackathon-config.routes.ts";
import { submissionsGalleryRoutes } from "./hackathons/submissions-gallery.routes.ts";
import { votesRoutes } from "./hackathons/votes.routes.ts";
import { judgingRoutes } from "./hackathons/judging.routes.ts";
import { resultsRoutes } from "./hackathons/results.routes.ts";
import { awardsRoutes } from "./hackathons/awards.routes.ts";
import { challengeFeedRoutes } from "./challenges/challenge-feed.routes.ts";
import { buildingConfigRoutes } from "./challenges/building-config.routes.ts";
import { challengeSetupRoutes } from "./challenges/challenge-setup.routes.ts";
import { challengeCheckInsRoutes } from "./challenges/challenge-check-ins.routes.ts";
import { certificatesRoutes } from "./certificates/certificates.routes.ts";
import { certificateDownloadRoutes } from "./certificates/certificate-download.routes.ts";

/** Each module adds its routes under /api here; the order only matters for overlapping paths. */
export function registerApiModules(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  registerAuthOpenApi(app);
  // A deleted event answers 410 on every route that names it, whichever module serves the route (events/event-gone.ts).
  const refuseDeleted = refuseDeletedEvents(deps.database.db, detailCacheTtl(deps.env));
  // (Hono's "/:id/*" matches "/api/events/{id}" itself as well.)
  for (const path of ["/api/events/:id/*", "/api/user/events/:id/*"]) app.use(path, refuseDeleted);
  app.route("/api", profileRoutes(deps));
  app.route("/api", sessionsRoutes(deps));
  // `/users/{idOrUsername}` matches any single segment: a future `/users/search` must be mounted before it.
  app.route("/api", usersRoutes(deps));
  // `/users/{idOrUsername}/levels` (two segments) and every `/admin/*` route, behind the community-admin guard.
  app.route("/api", levelsRoutes(deps));
  app.route("/api", orgsRoutes(deps));
  app.route("/api", eventsRoutes(deps));
  app.route("/api", engagementRoutes(deps));
  app.route("/api", notificationsRoutes(deps));
  app.route("/api", uploadsRoutes(deps));
  app.route("/api", photosRoutes(deps));
  // Before volunteersRoutes: nothing overlaps today, but the organiser's `/volunteers/applications` stays ahead of any future `/volunteers/{x}`.
  app.route("/api", volunteerManageRoutes(deps));
  app.route("/api", volunteersRoutes(deps));
  app.route("/api", participantsRoutes(deps));
  app.route("/api", feedbackRoutes(deps));
  // Before registrations: `/events/{id}/registrations/export` must win over any `/registrations/{registrationId}`.
  app.route("/api", eventConsoleRoutes(deps));
  app.route("/api", registrationsRoutes(deps));
  app.route("/api", invitationsRoutes(deps));
  app.route("/api", cardsRoutes(deps));
  app.route("/api", submissionsWriteRoutes(deps));
  app.route("/api", hackathonConfigRoutes(deps));
  app.route("/api", submissionsGalleryRoutes(deps));
  app.route("/api", votesRoutes(deps));
  app.route("/api", judgingRoutes(deps));
  app.route("/api", resultsRoutes(deps));
  app.route("/api", awardsRoutes(deps));
  app.route("/api", challengeFeedRoutes(deps));
  app.route("/api", buildingConfigRoutes(deps));
  app.route("/api", challengeSetupRoutes(deps));
  app.route("/api", challengeCheckInsRoutes(deps));
  app.route("/api", certificatesRoutes(deps));
  app.route("/api", certificateDownloadRoutes(deps));
}
