CREATE TABLE "event_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"uploader_id" text NOT NULL,
	"image_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_photos" ADD CONSTRAINT "event_photos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_photos" ADD CONSTRAINT "event_photos_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_photos_event_created_idx" ON "event_photos" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_photos_event_url_uq" ON "event_photos" USING btree ("event_id","image_url");--> statement-breakpoint
CREATE INDEX "event_photos_event_uploader_idx" ON "event_photos" USING btree ("event_id","uploader_id");