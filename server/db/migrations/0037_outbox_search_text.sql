DROP INDEX "outbox_subject_trgm";--> statement-breakpoint
DROP INDEX "outbox_body_trgm";--> statement-breakpoint
CREATE INDEX "outbox_search_text_trgm" ON "outbox" USING gin ((coalesce("subject", "body")) gin_trgm_ops);