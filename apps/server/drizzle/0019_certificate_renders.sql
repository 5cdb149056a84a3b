CREATE TABLE "certificate_renders" (
	"certificate_id" text NOT NULL,
	"locale" text NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_renders_certificate_id_locale_pk" PRIMARY KEY("certificate_id","locale"),
	CONSTRAINT "certificate_renders_locale_check" CHECK ("certificate_renders"."locale" in ('zh', 'en'))
);
--> statement-breakpoint
DROP INDEX "message_jobs_due_idx";--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_renders" ADD CONSTRAINT "certificate_renders_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_renders_storage_key_idx" ON "certificate_renders" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "message_jobs_due_idx" ON "message_jobs" USING btree ("channel","run_at") WHERE "message_jobs"."status" in ('pending', 'sending');