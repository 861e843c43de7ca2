ALTER TABLE "referral_clicks" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD COLUMN "address_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_clicks_visitor_day_idx" ON "referral_clicks" USING btree ("affiliate_id","day","visitor_hash");--> statement-breakpoint
CREATE INDEX "referral_clicks_address_day_idx" ON "referral_clicks" USING btree ("affiliate_id","day","address_hash");