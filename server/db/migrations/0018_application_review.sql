CREATE TABLE "application_assignments" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"manager_id" uuid NOT NULL,
	"assigned_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_document_reviews" (
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"verdict" text NOT NULL,
	"reason" text,
	"actor_username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_document_reviews_application_id_name_pk" PRIMARY KEY("application_id","name"),
	CONSTRAINT "application_document_reviews_verdict_check" CHECK ("application_document_reviews"."verdict" in ('ACCEPTED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "application_supplements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"documents" text[] NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"note" text,
	"locale" text DEFAULT 'ko' NOT NULL,
	"actor_username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "application_assignments" ADD CONSTRAINT "application_assignments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_assignments" ADD CONSTRAINT "application_assignments_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_document_reviews" ADD CONSTRAINT "application_document_reviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_supplements" ADD CONSTRAINT "application_supplements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_assignments_manager_idx" ON "application_assignments" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "application_supplements_application_idx" ON "application_supplements" USING btree ("application_id","created_at");