CREATE TABLE "submission_members" (
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"submission_id" text NOT NULL,
	"role" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_members_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"demo_url" text,
	"source_code" text,
	"presentation_url" text,
	"inspiration" text,
	"challenges" text,
	"learnings" text,
	"next_steps" text,
	"screenshots" text[] DEFAULT '{}' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"audience_score" real,
	"judge_score" real,
	"final_score" real,
	"rank" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_vote_count_non_negative" CHECK ("submissions"."vote_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "submission_members" ADD CONSTRAINT "submission_members_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_members" ADD CONSTRAINT "submission_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_members" ADD CONSTRAINT "submission_members_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_members_submission_idx" ON "submission_members" USING btree ("submission_id","position");--> statement-breakpoint
CREATE INDEX "submissions_event_recent_idx" ON "submissions" USING btree ("event_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "submissions_event_popular_idx" ON "submissions" USING btree ("event_id","vote_count","id");--> statement-breakpoint
CREATE INDEX "submissions_event_score_idx" ON "submissions" USING btree ("event_id","final_score","id");--> statement-breakpoint
CREATE INDEX "submissions_project_idx" ON "submissions" USING btree ("project_id");