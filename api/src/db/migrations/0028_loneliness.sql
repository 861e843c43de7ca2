CREATE TABLE "loneliness_measures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"call_id" uuid,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"items" jsonb NOT NULL,
	"total" integer,
	"asked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loneliness_measures_total_range" CHECK ("loneliness_measures"."total" is null or ("loneliness_measures"."total" between 3 and 9)),
	CONSTRAINT "loneliness_measures_complete_scored" CHECK (("loneliness_measures"."status" = 'complete') = ("loneliness_measures"."total" is not null))
);
--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "loneliness_check" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "loneliness_measures" ADD CONSTRAINT "loneliness_measures_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loneliness_measures" ADD CONSTRAINT "loneliness_measures_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loneliness_measures_month_idx" ON "loneliness_measures" USING btree ("recipient_id","month");--> statement-breakpoint
CREATE INDEX "loneliness_measures_month_all_idx" ON "loneliness_measures" USING btree ("month");