CREATE TYPE "public"."challenge_visibility" AS ENUM('PUBLIC', 'PARTICIPANTS_ONLY');--> statement-breakpoint
CREATE TABLE "challenge_check_in_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"check_in_id" text NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"commented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_check_in_likes" (
	"check_in_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_check_in_likes_check_in_id_user_id_pk" PRIMARY KEY("check_in_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "challenge_check_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"registration_id" text NOT NULL,
	"user_id" text NOT NULL,
	"day" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"next_plan" text DEFAULT '' NOT NULL,
	"image_urls" text[] DEFAULT '{}' NOT NULL,
	"demo_url" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"visible_to_public" boolean DEFAULT true NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_check_ins_registration_day_uq" UNIQUE("registration_id","day"),
	CONSTRAINT "challenge_check_ins_day_positive" CHECK ("challenge_check_ins"."day" >= 1),
	CONSTRAINT "challenge_check_ins_counts_non_negative" CHECK ("challenge_check_ins"."like_count" >= 0 and "challenge_check_ins"."comment_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "challenge_participants" (
	"registration_id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text,
	"plan_21_days" text NOT NULL,
	"visibility_level" "challenge_visibility" DEFAULT 'PUBLIC' NOT NULL,
	"check_in_count" integer DEFAULT 0 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"last_check_in_at" timestamp with time zone,
	"last_reminded_on" text,
	"set_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_participants_event_user_uq" UNIQUE("event_id","user_id"),
	CONSTRAINT "challenge_participants_count_non_negative" CHECK ("challenge_participants"."check_in_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "challenge_check_in_comments" ADD CONSTRAINT "challenge_check_in_comments_check_in_id_challenge_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."challenge_check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_check_in_comments" ADD CONSTRAINT "challenge_check_in_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_check_in_likes" ADD CONSTRAINT "challenge_check_in_likes_check_in_id_challenge_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."challenge_check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_check_in_likes" ADD CONSTRAINT "challenge_check_in_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_check_ins" ADD CONSTRAINT "challenge_check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_check_ins" ADD CONSTRAINT "challenge_check_ins_registration_id_challenge_participants_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."challenge_participants"("registration_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_check_ins" ADD CONSTRAINT "challenge_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_check_in_comments_check_in_idx" ON "challenge_check_in_comments" USING btree ("check_in_id","commented_at");--> statement-breakpoint
CREATE INDEX "challenge_check_in_likes_user_idx" ON "challenge_check_in_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "challenge_check_ins_event_latest_idx" ON "challenge_check_ins" USING btree ("event_id","checked_in_at","id");--> statement-breakpoint
CREATE INDEX "challenge_check_ins_event_popular_idx" ON "challenge_check_ins" USING btree ("event_id","like_count","checked_in_at","id");--> statement-breakpoint
CREATE INDEX "challenge_check_ins_event_public_latest_idx" ON "challenge_check_ins" USING btree ("event_id","visible_to_public","checked_in_at","id");--> statement-breakpoint
CREATE INDEX "challenge_check_ins_event_user_idx" ON "challenge_check_ins" USING btree ("event_id","user_id","day");--> statement-breakpoint
CREATE INDEX "challenge_participants_event_progress_idx" ON "challenge_participants" USING btree ("event_id","check_in_count");