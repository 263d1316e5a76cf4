ALTER TABLE "files" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "upload_token_hash" text;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;