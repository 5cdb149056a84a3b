CREATE TABLE "level_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"track" text NOT NULL,
	"from_level" text,
	"to_level" text,
	"reason" text NOT NULL,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "level_changes_track_check" CHECK ("level_changes"."track" in ('membership', 'creator', 'mentor', 'contributor'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "site_role" text;--> statement-breakpoint
ALTER TABLE "level_changes" ADD CONSTRAINT "level_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_changes" ADD CONSTRAINT "level_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "level_changes_user_created_idx" ON "level_changes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_role_check" CHECK ("users"."site_role" is null or "users"."site_role" = 'ADMIN');