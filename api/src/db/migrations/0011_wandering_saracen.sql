CREATE TABLE "alert_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"call_id" uuid NOT NULL,
	"family_member_id" uuid NOT NULL,
	"member_name" text NOT NULL,
	"to_phone" text NOT NULL,
	"message" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"provider_call_id" text,
	"placed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"joined_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "alert_by_text" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "alert_by_call" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_calls" ADD CONSTRAINT "alert_calls_event_id_notification_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."notification_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_calls" ADD CONSTRAINT "alert_calls_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_calls_event_member_idx" ON "alert_calls" USING btree ("event_id","family_member_id");--> statement-breakpoint
CREATE INDEX "alert_calls_open_idx" ON "alert_calls" USING btree ("event_id") WHERE status in ('waiting', 'ringing', 'answered');