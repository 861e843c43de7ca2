ALTER TABLE "family_photos" ADD COLUMN "topic" text;--> statement-breakpoint
CREATE TABLE "story_book_plans" (
	"recipient_id" uuid PRIMARY KEY NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"chapter_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"left_out" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_book_plans" ADD CONSTRAINT "story_book_plans_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_book_plans" ADD CONSTRAINT "story_book_plans_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_book_plans_subscriber_idx" ON "story_book_plans" USING btree ("subscriber_id");
