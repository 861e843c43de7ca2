ALTER TABLE "schedules" ADD COLUMN "call_days" integer DEFAULT 127 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "buyer_subscriber_id" uuid;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_buyer_subscriber_id_subscribers_id_fk" FOREIGN KEY ("buyer_subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The days she may be called are read by planning too: a change to them plans her calls again (decision 129).
CREATE OR REPLACE FUNCTION fondly_schedules_plan_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.cadence, NEW."window", NEW.window_start_minute, NEW.window_end_minute, NEW.call_days, NEW.time_zone, NEW.paused_at, NEW.recipient_id)
     IS DISTINCT FROM (OLD.cadence, OLD."window", OLD.window_start_minute, OLD.window_end_minute, OLD.call_days, OLD.time_zone, OLD.paused_at, OLD.recipient_id) THEN
    NEW.plan_again_at := NULL;
    NEW.plan_changes := OLD.plan_changes + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS schedules_plan_again ON schedules;--> statement-breakpoint
CREATE TRIGGER schedules_plan_again BEFORE UPDATE OF cadence, "window", window_start_minute, window_end_minute, call_days, time_zone, paused_at, recipient_id ON schedules
  FOR EACH ROW EXECUTE FUNCTION fondly_schedules_plan_again();
