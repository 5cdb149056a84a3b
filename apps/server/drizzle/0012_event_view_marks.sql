CREATE TABLE "event_view_marks" (
	"event_id" text NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "event_view_marks_event_id_viewer_day_pk" PRIMARY KEY("event_id","viewer","day")
);
--> statement-breakpoint
ALTER TABLE "event_view_marks" ADD CONSTRAINT "event_view_marks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_view_marks_day_idx" ON "event_view_marks" USING btree ("day");