ALTER TABLE "schedules" ADD COLUMN "window_start_minute" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "window_end_minute" integer;