CREATE TABLE "auction_authors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"max" integer NOT NULL,
	"price" integer NOT NULL,
	"leading" boolean NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text
);
--> statement-breakpoint
CREATE TABLE "auction_halls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover" text,
	"order" integer DEFAULT 0 NOT NULL,
	"shows" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_increments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"up_to" integer,
	"step" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_increments_step_check" CHECK ("auction_increments"."step" > 0)
);
--> statement-breakpoint
CREATE TABLE "auction_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"hammer" integer NOT NULL,
	"premium" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_invoices_total_check" CHECK ("auction_invoices"."total" = "auction_invoices"."hammer" + "auction_invoices"."premium" + "auction_invoices"."vat")
);
--> statement-breakpoint
CREATE TABLE "auction_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hall_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preview_from" timestamp with time zone NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"first_close_at" timestamp with time zone NOT NULL,
	"close_interval_seconds" integer DEFAULT 60 NOT NULL,
	"soft_close_window_seconds" integer DEFAULT 120 NOT NULL,
	"soft_close_extension_seconds" integer DEFAULT 120 NOT NULL,
	"premium_basis_points" integer DEFAULT 1800 NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"shows" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_programs_times_check" CHECK ("auction_programs"."preview_from" <= "auction_programs"."opens_at" AND "auction_programs"."opens_at" < "auction_programs"."first_close_at"),
	CONSTRAINT "auction_programs_numbers_check" CHECK ("auction_programs"."close_interval_seconds" >= 0 AND "auction_programs"."soft_close_window_seconds" >= 0 AND "auction_programs"."soft_close_extension_seconds" >= 0 AND "auction_programs"."premium_basis_points" BETWEEN 0 AND 5000)
);
--> statement-breakpoint
CREATE TABLE "auction_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"paddle" integer NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"di_key" text,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_registrations_status_check" CHECK ("auction_registrations"."status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "auction_works" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"lot_number" integer NOT NULL,
	"title" text NOT NULL,
	"year" text DEFAULT '' NOT NULL,
	"material" text DEFAULT '' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"edition" text DEFAULT '' NOT NULL,
	"condition_report" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estimate_low" integer NOT NULL,
	"estimate_high" integer NOT NULL,
	"start_price" integer NOT NULL,
	"reserve" integer,
	"closes_at" timestamp with time zone NOT NULL,
	"price" integer,
	"leader_registration_id" uuid,
	"leader_max" integer,
	"runner_up_max" integer,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"result" text,
	"hammer" integer,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_works_money_check" CHECK ("auction_works"."start_price" > 0 AND "auction_works"."estimate_low" >= 0 AND "auction_works"."estimate_high" >= "auction_works"."estimate_low" AND ("auction_works"."reserve" IS NULL OR "auction_works"."reserve" >= 0)),
	CONSTRAINT "auction_works_price_check" CHECK ("auction_works"."price" IS NULL OR "auction_works"."price" <= "auction_works"."leader_max")
);
--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_work_id_auction_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."auction_works"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_registration_id_auction_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."auction_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_invoices" ADD CONSTRAINT "auction_invoices_work_id_auction_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."auction_works"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_invoices" ADD CONSTRAINT "auction_invoices_registration_id_auction_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."auction_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_invoices" ADD CONSTRAINT "auction_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_programs" ADD CONSTRAINT "auction_programs_hall_id_auction_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."auction_halls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD CONSTRAINT "auction_registrations_program_id_auction_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."auction_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD CONSTRAINT "auction_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD CONSTRAINT "auction_registrations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_works" ADD CONSTRAINT "auction_works_program_id_auction_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."auction_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_works" ADD CONSTRAINT "auction_works_author_id_auction_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auction_authors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_works" ADD CONSTRAINT "auction_works_leader_registration_id_auction_registrations_id_fk" FOREIGN KEY ("leader_registration_id") REFERENCES "public"."auction_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_work_seq_idx" ON "auction_bids" USING btree ("work_id","seq");--> statement-breakpoint
CREATE INDEX "auction_bids_registration_idx" ON "auction_bids" USING btree ("registration_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_invoices_work_idx" ON "auction_invoices" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "auction_invoices_user_idx" ON "auction_invoices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auction_programs_hall_idx" ON "auction_programs" USING btree ("hall_id","opens_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_registrations_user_idx" ON "auction_registrations" USING btree ("program_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_registrations_paddle_idx" ON "auction_registrations" USING btree ("program_id","paddle");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_registrations_person_idx" ON "auction_registrations" USING btree ("program_id","di_key");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_works_program_lot_idx" ON "auction_works" USING btree ("program_id","lot_number");--> statement-breakpoint
CREATE INDEX "auction_works_author_idx" ON "auction_works" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "auction_works_closes_idx" ON "auction_works" USING btree ("closes_at");