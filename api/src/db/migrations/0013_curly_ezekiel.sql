ALTER TABLE "family_members" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "mobile_code_hash" text;--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "mobile_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "mobile_code_tries" integer DEFAULT 0 NOT NULL;