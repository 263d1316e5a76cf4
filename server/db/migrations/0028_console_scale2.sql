DROP INDEX "applications_schedule_created_at_idx";--> statement-breakpoint
CREATE INDEX "applications_round_status_idx" ON "applications" USING btree ("schedule_id","status","kind");