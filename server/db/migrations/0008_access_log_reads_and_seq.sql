-- Decision 0011: reads of personal data (`list`, `view`) join the access log with the number of subjects they
-- touched, and `seq` (identity) orders rows of one instant in the order they were written (access log, outbox).
ALTER TABLE "access_logs" DROP CONSTRAINT "access_logs_action_check";--> statement-breakpoint
DROP INDEX "access_logs_created_at_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "access_logs" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "access_logs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "access_logs" ADD COLUMN "subject_count" integer;--> statement-breakpoint
CREATE INDEX "access_logs_created_at_idx" ON "access_logs" USING btree ("created_at","seq");--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_action_check" CHECK ("access_logs"."action" in ('list', 'view', 'reveal', 'export', 'download', 'create', 'update', 'delete', 'permission'));