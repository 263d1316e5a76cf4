CREATE TABLE "group_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "group_notices_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"filter" jsonb NOT NULL,
	"channels" text[] NOT NULL,
	"templates" jsonb NOT NULL,
	"deadline" text,
	"scheduled_at" timestamp with time zone,
	"recipients" integer NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_notices_recipients_check" CHECK ("group_notices"."recipients" >= 0)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "notice_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "send_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "lang" text DEFAULT 'ko' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_notice_recipient_unique" ON "outbox" USING btree ("notice_id","application_id","channel");--> statement-breakpoint
CREATE INDEX "outbox_notice_due_idx" ON "outbox" USING btree ("send_after","seq") WHERE "outbox"."notice_id" is not null and "outbox"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_lang_check" CHECK ("applications"."lang" in ('ko', 'en', 'cn'));