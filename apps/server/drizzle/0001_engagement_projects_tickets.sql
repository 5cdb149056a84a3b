CREATE TYPE "public"."project_stage" AS ENUM('IDEA', 'IDEA_VALIDATION', 'PROTOTYPING', 'DEVELOPMENT', 'MVP', 'LAUNCHED', 'GROWTH');--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"stage" "project_stage" DEFAULT 'IDEA_VALIDATION' NOT NULL,
	"url" text,
	"github_url" text,
	"screenshots" text[] DEFAULT '{}' NOT NULL,
	"project_tags" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_bookmarks" (
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_bookmarks_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_likes" (
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_likes_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "host_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text,
	"host_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_subscriptions_one_target" CHECK (("host_subscriptions"."organization_id" is null) <> ("host_subscriptions"."host_user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "approved_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "ticket_code" text;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookmarks" ADD CONSTRAINT "event_bookmarks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookmarks" ADD CONSTRAINT "event_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_likes" ADD CONSTRAINT "event_likes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_likes" ADD CONSTRAINT "event_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_subscriptions" ADD CONSTRAINT "host_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_subscriptions" ADD CONSTRAINT "host_subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_subscriptions" ADD CONSTRAINT "host_subscriptions_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_user_idx" ON "projects" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "event_bookmarks_user_idx" ON "event_bookmarks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "event_likes_user_idx" ON "event_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "host_subscriptions_user_org_uq" ON "host_subscriptions" USING btree ("user_id","organization_id") WHERE "host_subscriptions"."organization_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "host_subscriptions_user_host_uq" ON "host_subscriptions" USING btree ("user_id","host_user_id") WHERE "host_subscriptions"."host_user_id" is not null;--> statement-breakpoint
CREATE INDEX "host_subscriptions_org_idx" ON "host_subscriptions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "host_subscriptions_host_idx" ON "host_subscriptions" USING btree ("host_user_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_invite_idx" ON "registrations" USING btree ("invite_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_ticket_code_uq" UNIQUE("event_id","ticket_code");--> statement-breakpoint
UPDATE "events" SET "approved_count" = (SELECT count(*)::int FROM "registrations" r WHERE r."event_id" = "events"."id" AND r."status" = 'APPROVED');
