-- hand-written
-- The console's searches (ILIKE '%…%') read GIN trigram indexes: docs/decisions/0038-keyset-paging-and-streamed-exports.md.
-- PGlite loads the extension's code in its constructor (server/db/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
-- end hand-written
--> statement-breakpoint
CREATE INDEX "notifications_title_trgm" ON "notifications" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_content_trgm" ON "notifications" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "outbox_subject_trgm" ON "outbox" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_body_trgm" ON "outbox" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_to_trgm" ON "outbox" USING gin ("to" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_to_digits_trgm" ON "outbox" USING gin ((regexp_replace("to", '[^0-9]', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questions_title_trgm" ON "questions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questions_content_trgm" ON "questions" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questions_author_name_trgm" ON "questions" USING gin ("author_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_schedule_created_at_idx" ON "applications" USING btree ("schedule_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_receipt_no_trgm" ON "applications" USING gin ("receipt_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_name_trgm" ON "applications" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_phone_digits_trgm" ON "applications" USING gin ((regexp_replace("phone", '[^0-9]', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_email_trgm" ON "applications" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "access_logs_subject_label_trgm" ON "access_logs" USING gin ("subject_label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "access_logs_reason_trgm" ON "access_logs" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "access_logs_detail_trgm" ON "access_logs" USING gin ("detail" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "access_logs_actor_username_trgm" ON "access_logs" USING gin ("actor_username" gin_trgm_ops);
