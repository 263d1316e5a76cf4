ALTER TABLE "outbox" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_certifications" ADD COLUMN "outbox_id" uuid;--> statement-breakpoint
CREATE INDEX "outbox_secret_expires_at_idx" ON "outbox" USING btree ("secret_expires_at") WHERE "outbox"."secret" is not null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_secret_expires_check" CHECK ("outbox"."secret" is null or "outbox"."secret_expires_at" is not null);--> statement-breakpoint
-- Codes mailed before this migration sit in clear in the bodies the console shows: redact them.
UPDATE "outbox" SET "body" = regexp_replace(regexp_replace("body", '인증번호: [0-9]{6}', '인증번호: ●●●●●●', 'g'), 'Verification code: [0-9]{6}', 'Verification code: ●●●●●●', 'g') WHERE "body" ~ '(인증번호|Verification code): [0-9]{6}';
