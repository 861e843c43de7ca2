CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"checkout_id" text NOT NULL,
	"plan" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"recipient_first_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"delivery_date" text NOT NULL,
	"time_zone" text NOT NULL,
	"deliver_to_email" text,
	"redeemed_at" timestamp with time zone,
	"redeemed_by_subscriber_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_code_unique" UNIQUE("code"),
	CONSTRAINT "gifts_checkout_id_unique" UNIQUE("checkout_id")
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "success_path" text;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_redeemed_by_subscriber_id_subscribers_id_fk" FOREIGN KEY ("redeemed_by_subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_unredeemed_idx" ON "gifts" USING btree ("created_at") WHERE redeemed_at is null;