ALTER TABLE "schedules" ADD COLUMN "plan_memory" jsonb;--> statement-breakpoint
-- The planner rewrites each schedule's cursor and memory every time it plans her: room on each
-- page lets PostgreSQL update in place (a HOT update, no index entries), since neither is indexed.
ALTER TABLE "schedules" SET (fillfactor = 70);
