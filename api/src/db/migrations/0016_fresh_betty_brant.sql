ALTER TABLE "subscribers" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that already opened a sign-in link have shown the email is theirs (decision 105).
UPDATE "subscribers" s SET "email_confirmed_at" = t.first_used
FROM (SELECT "subject_id", min("used_at") AS first_used FROM "sign_in_tokens" WHERE "kind" = 'subscriber' AND "used_at" IS NOT NULL GROUP BY "subject_id") t
WHERE t."subject_id" = s."id"::text;
