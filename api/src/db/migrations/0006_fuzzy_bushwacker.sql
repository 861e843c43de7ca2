CREATE TABLE "story_books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"story_count" integer DEFAULT 0 NOT NULL,
	"pdf" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "book_id" uuid;--> statement-breakpoint
ALTER TABLE "story_books" ADD CONSTRAINT "story_books_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_books" ADD CONSTRAINT "story_books_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "story_books_recipient_year_idx" ON "story_books" USING btree ("recipient_id","year");--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_book_id_story_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."story_books"("id") ON DELETE set null ON UPDATE no action;