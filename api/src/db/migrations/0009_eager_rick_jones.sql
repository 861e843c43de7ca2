CREATE TABLE "alert_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"family_member_id" uuid NOT NULL,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "alert_texts" ADD CONSTRAINT "alert_texts_event_id_notification_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."notification_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_texts" ADD CONSTRAINT "alert_texts_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_texts_event_member_idx" ON "alert_texts" USING btree ("event_id","family_member_id");--> statement-breakpoint
CREATE INDEX "alert_texts_pending_idx" ON "alert_texts" USING btree ("id") WHERE status = 'pending';