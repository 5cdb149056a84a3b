CREATE TABLE "award_recipients" (
	"submission_award_id" text NOT NULL,
	"user_id" text NOT NULL,
	"event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_recipients_submission_award_id_user_id_pk" PRIMARY KEY("submission_award_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "hackathon_judges" (
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hackathon_judges_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "judge_reviews" (
	"event_id" text NOT NULL,
	"submission_id" text NOT NULL,
	"judge_id" text NOT NULL,
	"comment" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judge_reviews_submission_id_judge_id_pk" PRIMARY KEY("submission_id","judge_id")
);
--> statement-breakpoint
CREATE TABLE "judge_scores" (
	"event_id" text NOT NULL,
	"submission_id" text NOT NULL,
	"judge_id" text NOT NULL,
	"criterion_id" text NOT NULL,
	"score" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judge_scores_submission_id_judge_id_criterion_id_pk" PRIMARY KEY("submission_id","judge_id","criterion_id"),
	CONSTRAINT "judge_scores_range" CHECK ("judge_scores"."score" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "submission_awards" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"award_id" text NOT NULL,
	"submission_id" text NOT NULL,
	"level" text NOT NULL,
	"category" text NOT NULL,
	"assigned_by" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "submission_votes" (
	"event_id" text NOT NULL,
	"submission_id" text NOT NULL,
	"voter_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_votes_submission_id_voter_id_pk" PRIMARY KEY("submission_id","voter_id")
);
--> statement-breakpoint
ALTER TABLE "award_recipients" ADD CONSTRAINT "award_recipients_submission_award_id_submission_awards_id_fk" FOREIGN KEY ("submission_award_id") REFERENCES "public"."submission_awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_recipients" ADD CONSTRAINT "award_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_recipients" ADD CONSTRAINT "award_recipients_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_judges" ADD CONSTRAINT "hackathon_judges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_judges" ADD CONSTRAINT "hackathon_judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_judges" ADD CONSTRAINT "hackathon_judges_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_reviews" ADD CONSTRAINT "judge_reviews_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_reviews" ADD CONSTRAINT "judge_reviews_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_reviews" ADD CONSTRAINT "judge_reviews_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_scores" ADD CONSTRAINT "judge_scores_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_scores" ADD CONSTRAINT "judge_scores_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_scores" ADD CONSTRAINT "judge_scores_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_awards" ADD CONSTRAINT "submission_awards_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_awards" ADD CONSTRAINT "submission_awards_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_awards" ADD CONSTRAINT "submission_awards_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_votes" ADD CONSTRAINT "submission_votes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_votes" ADD CONSTRAINT "submission_votes_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_votes" ADD CONSTRAINT "submission_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_recipients_user_idx" ON "award_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hackathon_judges_user_idx" ON "hackathon_judges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "judge_scores_event_judge_idx" ON "judge_scores" USING btree ("event_id","judge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submission_awards_award_submission_idx" ON "submission_awards" USING btree ("event_id","award_id","submission_id");--> statement-breakpoint
CREATE INDEX "submission_awards_submission_idx" ON "submission_awards" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "submission_votes_voter_idx" ON "submission_votes" USING btree ("event_id","voter_id");