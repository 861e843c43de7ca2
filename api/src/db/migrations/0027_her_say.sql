ALTER TABLE "calls" ADD COLUMN "kept_private" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "note_declined_at" timestamp with time zone;