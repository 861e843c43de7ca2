-- Lighter writes for the planner (decision 118). A planned call has no provider id until it is
-- dialled: the id stays unique where it is set, and the planner's rows add no entry for it.
ALTER TABLE "calls" DROP CONSTRAINT "calls_provider_call_id_unique";--> statement-breakpoint
-- The planner's memory is read and written whole by the planner alone, never searched inside:
-- kept as the JSON text it is (no conversion to jsonb's binary form on every write).
ALTER TABLE "schedules" ALTER COLUMN "plan_memory" SET DATA TYPE json USING "plan_memory"::json;--> statement-breakpoint
CREATE UNIQUE INDEX "calls_provider_call_id_unique" ON "calls" USING btree ("provider_call_id") WHERE provider_call_id is not null;
