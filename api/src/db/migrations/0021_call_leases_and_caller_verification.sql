ALTER TABLE "calls" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "caller_verification" text;--> statement-breakpoint
CREATE INDEX "calls_live_lease_idx" ON "calls" USING btree ("lease_until") WHERE state in ('ringing', 'in_progress');