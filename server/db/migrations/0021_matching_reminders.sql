CREATE TABLE "matching_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"matching_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"about_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matching_reminders_kind_check" CHECK ("matching_reminders"."kind" in ('OFFER_EXPIRING', 'MEETING_DAY', 'MEETING_SOON')),
	CONSTRAINT "matching_reminders_outcome_check" CHECK ("matching_reminders"."outcome" is null or "matching_reminders"."outcome" in ('SENT', 'SKIPPED'))
);
--> statement-breakpoint
ALTER TABLE "matching_reminders" ADD CONSTRAINT "matching_reminders_matching_id_matchings_id_fk" FOREIGN KEY ("matching_id") REFERENCES "public"."matchings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matching_reminders_once" ON "matching_reminders" USING btree ("matching_id","kind","about_at");--> statement-breakpoint
CREATE INDEX "matching_reminders_due_idx" ON "matching_reminders" USING btree ("due_at") WHERE "matching_reminders"."done_at" is null;