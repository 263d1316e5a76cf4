CREATE TABLE "matching_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"matching_id" uuid NOT NULL,
	"sender_role" text NOT NULL,
	"sender_id" uuid,
	"body" text NOT NULL,
	"client_key" uuid NOT NULL,
	"notice_queued" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matching_messages_sender_role_check" CHECK ("matching_messages"."sender_role" in ('BUYER', 'SELLER')),
	CONSTRAINT "matching_messages_body_check" CHECK (char_length("matching_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
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
ALTER TABLE "member_profiles" ADD COLUMN "company_size" text;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "markets_sought" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "matching_messages" ADD CONSTRAINT "matching_messages_matching_id_matchings_id_fk" FOREIGN KEY ("matching_id") REFERENCES "public"."matchings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_messages" ADD CONSTRAINT "matching_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_reminders" ADD CONSTRAINT "matching_reminders_matching_id_matchings_id_fk" FOREIGN KEY ("matching_id") REFERENCES "public"."matchings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matching_messages_client_key_unique" ON "matching_messages" USING btree ("matching_id","sender_role","client_key");--> statement-breakpoint
CREATE INDEX "matching_messages_matching_idx" ON "matching_messages" USING btree ("matching_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "matching_reminders_once" ON "matching_reminders" USING btree ("matching_id","kind","about_at");--> statement-breakpoint
CREATE INDEX "matching_reminders_due_idx" ON "matching_reminders" USING btree ("due_at") WHERE "matching_reminders"."done_at" is null;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_company_size_check" CHECK ("member_profiles"."company_size" is null or "member_profiles"."company_size" in ('MICRO', 'SMALL', 'MEDIUM', 'LARGE'));