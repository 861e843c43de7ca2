CREATE TABLE "number_access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"subscriber_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "holds_number" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "number_access_requests" ADD CONSTRAINT "number_access_requests_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "number_access_requests_open_idx" ON "number_access_requests" USING btree ("created_at") WHERE status = 'open';--> statement-breakpoint
-- One family per number (decision 126). Every family's recipient holds her number; an operator's
-- test persona never does: a test call to a family's number must not take it from them.
UPDATE "recipients" SET "holds_number" = true WHERE "subscriber_id" NOT IN (SELECT "id" FROM "subscribers" WHERE "email" = 'operator-tests@fondly.invalid');--> statement-breakpoint
-- Numbers two families registered before the rule: the family that registered it first keeps it
-- (its recipient is the one call-backs reach); the later ones keep their recipient, her calls and
-- history, without holding the number. Nothing is deleted: which family she belongs to is a
-- question for people, so each later family's case opens an access request for the operators.
UPDATE "recipients" r SET "holds_number" = false
WHERE r."holds_number" AND EXISTS (
  SELECT 1 FROM "recipients" o
  WHERE o."phone" = r."phone" AND o."holds_number" AND o."id" <> r."id"
    AND (o."created_at" < r."created_at" OR (o."created_at" = r."created_at" AND o."id" < r."id"))
);--> statement-breakpoint
INSERT INTO "number_access_requests" ("phone", "name", "email", "message", "subscriber_id")
SELECT r."phone", s."name", s."email",
  'Found when each number became one family''s (migration 0020): this family''s ' || r."name" || ' has a number another family registered first. Her planned calls go on; call-backs from the number reach the first family''s recipient. Please ask both families who she is.',
  r."subscriber_id"
FROM "recipients" r JOIN "subscribers" s ON s."id" = r."subscriber_id"
WHERE NOT r."holds_number" AND s."email" <> 'operator-tests@fondly.invalid' AND s."deleted_at" IS NULL;--> statement-breakpoint
INSERT INTO "notification_events" ("type", "priority", "payload")
SELECT 'number-access-request', 5, jsonb_build_object('requestId', "id") FROM "number_access_requests";--> statement-breakpoint
CREATE UNIQUE INDEX "recipients_phone_holder_idx" ON "recipients" USING btree ("phone") WHERE holds_number;