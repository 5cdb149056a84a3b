CREATE TYPE "public"."certificate_revoke_cause" AS ENUM('ORGANISER', 'CHECK_IN_UNDONE');--> statement-breakpoint
CREATE TYPE "public"."certificate_source" AS ENUM('AWARD', 'CHALLENGE', 'ATTENDANCE');--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"source" "certificate_source" NOT NULL,
	"source_ref" text DEFAULT '' NOT NULL,
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"submission_id" text,
	"recipient_name" text NOT NULL,
	"name_corrected_at" timestamp with time zone,
	"award_level" text NOT NULL,
	"award_category" text NOT NULL,
	"award_name" text,
	"project_title" text,
	"project_description" text,
	"score" real,
	"organization_name" text NOT NULL,
	"description" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	"revoke_reason" text,
	"revoke_cause" "certificate_revoke_cause",
	CONSTRAINT "certificates_score_range" CHECK ("certificates"."score" is null or ("certificates"."score" >= 0 and "certificates"."score" <= 10))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "attendance_certificates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_idx" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_reason_idx" ON "certificates" USING btree ("source","event_id","user_id","source_ref");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_event_idx" ON "certificates" USING btree ("event_id","issued_at");