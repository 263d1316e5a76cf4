CREATE TABLE "application_files" (
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_files_application_id_name_pk" PRIMARY KEY("application_id","name")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"receipt_no" text NOT NULL,
	"identity_key" text NOT NULL,
	"di_key" text,
	"verified_at" timestamp with time zone,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"birth" text NOT NULL,
	"email" text,
	"gender" text,
	"terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"qualification_type" text,
	"marital_status" text,
	"marriage_date" text,
	"spouse" jsonb,
	"supply_type" text,
	"supply_category" text,
	"earning_rank" text,
	"region_rank" text,
	"is_homeless" boolean,
	"is_asset" boolean,
	"is_car" boolean,
	"car_value" bigint,
	"preferences" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_receipt_no_unique" UNIQUE("receipt_no"),
	CONSTRAINT "applications_kind_check" CHECK ("applications"."kind" in ('REGISTRATION', 'APPLICATION'))
);
--> statement-breakpoint
CREATE TABLE "cert_requests" (
	"order_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"mode" text DEFAULT 'popup' NOT NULL,
	"return_to" text,
	"state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cert_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"birth" text,
	"gender" text,
	"foreigner" boolean,
	"di_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "cert_results_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_files_file_idx" ON "application_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_application_per_person" ON "applications" USING btree ("schedule_id","identity_key") WHERE "applications"."kind" = 'APPLICATION';--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_registration_per_person" ON "applications" USING btree ("schedule_id","identity_key") WHERE "applications"."kind" = 'REGISTRATION';--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_application_per_verified_person" ON "applications" USING btree ("schedule_id","di_key") WHERE "applications"."kind" = 'APPLICATION' and "applications"."di_key" is not null;--> statement-breakpoint
CREATE INDEX "applications_identity_key_idx" ON "applications" USING btree ("identity_key");--> statement-breakpoint
CREATE INDEX "cert_requests_expires_at_idx" ON "cert_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "cert_results_expires_at_idx" ON "cert_results" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");