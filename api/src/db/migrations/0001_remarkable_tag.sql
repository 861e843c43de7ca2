CREATE TABLE "call_memories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"call_id" uuid,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "planned_slot" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "steps" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "call_memories" ADD CONSTRAINT "call_memories_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_memories" ADD CONSTRAINT "call_memories_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_memories_recipient_idx" ON "call_memories" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calls_planned_slot_idx" ON "calls" USING btree ("recipient_id","planned_slot");--> statement-breakpoint
CREATE INDEX "calls_live_deadline_idx" ON "calls" USING btree ("deadline_at") WHERE state in ('dialing', 'ringing', 'in_progress');