CREATE TYPE "public"."participants_visibility" AS ENUM('PUBLIC', 'REGISTRANTS', 'ORGANISERS');--> statement-breakpoint
CREATE TYPE "public"."volunteer_status" AS ENUM('APPLIED', 'APPROVED', 'REJECTED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "event_feedbacks" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"suggestions" text,
	"would_recommend" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_feedbacks_event_user_uq" UNIQUE("event_id","user_id"),
	CONSTRAINT "event_feedbacks_rating_range" CHECK ("event_feedbacks"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "event_volunteer_roles" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"base_role_id" text NOT NULL,
	"description" text,
	"recruit_count" integer NOT NULL,
	"require_approval" boolean DEFAULT true NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"approved_count" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_volunteer_roles_recruit_positive" CHECK ("event_volunteer_roles"."recruit_count" >= 1),
	CONSTRAINT "event_volunteer_roles_within_recruit" CHECK ("event_volunteer_roles"."approved_count" >= 0 and "event_volunteer_roles"."approved_count" <= "event_volunteer_roles"."recruit_count")
);
--> statement-breakpoint
CREATE TABLE "volunteer_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"role_id" text NOT NULL,
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" "volunteer_status" NOT NULL,
	"note" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "volunteer_applications_role_user_uq" UNIQUE("role_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "volunteer_base_roles" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"detail_description" jsonb NOT NULL,
	"cp_points" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_base_roles_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "participant_interests" (
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"target_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_interests_event_id_user_id_target_user_id_pk" PRIMARY KEY("event_id","user_id","target_user_id"),
	CONSTRAINT "participant_interests_not_self" CHECK ("participant_interests"."user_id" <> "participant_interests"."target_user_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "participants_visibility" "participants_visibility" DEFAULT 'REGISTRANTS' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_feedbacks" ADD CONSTRAINT "event_feedbacks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feedbacks" ADD CONSTRAINT "event_feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_volunteer_roles" ADD CONSTRAINT "event_volunteer_roles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_volunteer_roles" ADD CONSTRAINT "event_volunteer_roles_base_role_id_volunteer_base_roles_id_fk" FOREIGN KEY ("base_role_id") REFERENCES "public"."volunteer_base_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_applications" ADD CONSTRAINT "volunteer_applications_role_id_event_volunteer_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."event_volunteer_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_applications" ADD CONSTRAINT "volunteer_applications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_applications" ADD CONSTRAINT "volunteer_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_applications" ADD CONSTRAINT "volunteer_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_interests" ADD CONSTRAINT "participant_interests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_interests" ADD CONSTRAINT "participant_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_interests" ADD CONSTRAINT "participant_interests_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_feedbacks_event_created_idx" ON "event_feedbacks" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_volunteer_roles_event_idx" ON "event_volunteer_roles" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "volunteer_applications_event_idx" ON "volunteer_applications" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "volunteer_applications_user_idx" ON "volunteer_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "participant_interests_target_idx" ON "participant_interests" USING btree ("event_id","target_user_id");