CREATE TYPE "public"."attendee_invitation_status" AS ENUM('PENDING', 'ACCEPTED', 'DECLINED');--> statement-breakpoint
CREATE TABLE "attendee_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"user_id" text,
	"email" text,
	"label" text NOT NULL,
	"invited_by" text NOT NULL,
	"ticket_type_id" text,
	"note" text,
	"status" "attendee_invitation_status" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attendee_invitations" ADD CONSTRAINT "attendee_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_invitations" ADD CONSTRAINT "attendee_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_invitations" ADD CONSTRAINT "attendee_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_invitations" ADD CONSTRAINT "attendee_invitations_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendee_invitations_event_user_uq" ON "attendee_invitations" USING btree ("event_id","user_id") WHERE "attendee_invitations"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "attendee_invitations_event_email_uq" ON "attendee_invitations" USING btree ("event_id","email") WHERE "attendee_invitations"."email" is not null;--> statement-breakpoint
CREATE INDEX "attendee_invitations_inviter_created_idx" ON "attendee_invitations" USING btree ("invited_by","created_at");--> statement-breakpoint
CREATE INDEX "attendee_invitations_email_idx" ON "attendee_invitations" USING btree ("email");