CREATE TABLE "alert_resolutions" (
	"call_id" uuid PRIMARY KEY NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"resolved_by" text NOT NULL,
	"note" text NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_resolutions" ADD CONSTRAINT "alert_resolutions_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_resolutions" ADD CONSTRAINT "alert_resolutions_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;