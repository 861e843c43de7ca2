ALTER TABLE "schedules" ADD COLUMN "plan_again_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "plan_changes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The planner's cursor is cleared, and the change counted, whenever anything planning reads
-- changes (decision 113). Whatever path made the change, the next planner run plans again.
CREATE OR REPLACE FUNCTION fondly_plan_again(rid uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE schedules SET plan_again_at = NULL, plan_changes = plan_changes + 1 WHERE recipient_id = rid;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fondly_calls_plan_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM fondly_plan_again(OLD.recipient_id);
  ELSE
    PERFORM fondly_plan_again(NEW.recipient_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A call added by hand (call now, a call back, a test), a call canceled, failed or moved, a call removed.
CREATE TRIGGER calls_plan_again_insert AFTER INSERT ON calls FOR EACH ROW WHEN (NEW.origin <> 'planner') EXECUTE FUNCTION fondly_calls_plan_again();--> statement-breakpoint
CREATE TRIGGER calls_plan_again_update AFTER UPDATE OF state, due_at ON calls FOR EACH ROW
  WHEN ((NEW.state IN ('canceled', 'failed') AND OLD.state IS DISTINCT FROM NEW.state) OR NEW.due_at IS DISTINCT FROM OLD.due_at)
  EXECUTE FUNCTION fondly_calls_plan_again();--> statement-breakpoint
CREATE TRIGGER calls_plan_again_delete AFTER DELETE ON calls FOR EACH ROW EXECUTE FUNCTION fondly_calls_plan_again();--> statement-breakpoint
-- The family's plan: bought, changed, renewed, past due, canceled.
CREATE OR REPLACE FUNCTION fondly_subscriptions_plan_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE schedules s SET plan_again_at = NULL, plan_changes = s.plan_changes + 1
  FROM recipients r
  WHERE r.id = s.recipient_id AND r.subscriber_id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.subscriber_id ELSE NEW.subscriber_id END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER subscriptions_plan_again AFTER INSERT OR UPDATE OR DELETE ON subscriptions FOR EACH ROW EXECUTE FUNCTION fondly_subscriptions_plan_again();--> statement-breakpoint
-- Her number (its calling hours), her consent, the kind of call.
CREATE OR REPLACE FUNCTION fondly_recipients_plan_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fondly_plan_again(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER recipients_plan_again AFTER UPDATE OF phone, consent_at, agent_type, subscriber_id ON recipients FOR EACH ROW
  WHEN ((NEW.phone, NEW.consent_at, NEW.agent_type, NEW.subscriber_id) IS DISTINCT FROM (OLD.phone, OLD.consent_at, OLD.agent_type, OLD.subscriber_id))
  EXECUTE FUNCTION fondly_recipients_plan_again();--> statement-breakpoint
-- The schedule itself: cadence, window, zone, paused or resumed.
CREATE OR REPLACE FUNCTION fondly_schedules_plan_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.cadence, NEW."window", NEW.window_start_minute, NEW.window_end_minute, NEW.time_zone, NEW.paused_at, NEW.recipient_id)
     IS DISTINCT FROM (OLD.cadence, OLD."window", OLD.window_start_minute, OLD.window_end_minute, OLD.time_zone, OLD.paused_at, OLD.recipient_id) THEN
    NEW.plan_again_at := NULL;
    NEW.plan_changes := OLD.plan_changes + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Only for updates that name a column planning reads: the planner's own cursor writes never fire it.
CREATE TRIGGER schedules_plan_again BEFORE UPDATE OF cadence, "window", window_start_minute, window_end_minute, time_zone, paused_at, recipient_id ON schedules
  FOR EACH ROW EXECUTE FUNCTION fondly_schedules_plan_again();
