CREATE TABLE "consultation_files" (
	"consultation_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "consultation_files_consultation_id_file_id_pk" PRIMARY KEY("consultation_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"practice_id" uuid,
	"requested_lawyer_id" uuid,
	"lawyer_id" uuid,
	"state" text DEFAULT 'requested' NOT NULL,
	"country" text NOT NULL,
	"question" text NOT NULL,
	"share_files" boolean DEFAULT false NOT NULL,
	"lang" text DEFAULT 'ko' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"follow_up" text,
	"follow_up_at" timestamp with time zone,
	"follow_up_answer" text,
	"follow_up_answered_at" timestamp with time zone,
	"link_hash" text,
	"link_expires_at" timestamp with time zone,
	"link_sent_at" timestamp with time zone,
	"link_outbox_id" uuid,
	"assigned_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_state_check" CHECK ("consultations"."state" in ('requested', 'assigned', 'answered', 'closed', 'withdrawn')),
	CONSTRAINT "consultations_link_check" CHECK ("consultations"."link_hash" is null or "consultations"."link_expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "lawyers" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_files" ADD CONSTRAINT "consultation_files_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_files" ADD CONSTRAINT "consultation_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_requested_lawyer_id_lawyers_id_fk" FOREIGN KEY ("requested_lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_files_file_idx" ON "consultation_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_link_hash_unique" ON "consultations" USING btree ("link_hash");--> statement-breakpoint
CREATE INDEX "consultations_member_idx" ON "consultations" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "consultations_state_idx" ON "consultations" USING btree ("state","created_at");