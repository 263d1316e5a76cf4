CREATE TABLE "fair_interpreters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fair_id" uuid NOT NULL,
	"name" text NOT NULL,
	"languages" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fair_id" uuid NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_attendance" (
	"matching_id" uuid NOT NULL,
	"recorder" text NOT NULL,
	"result" text NOT NULL,
	"recorded_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_attendance_matching_id_recorder_pk" PRIMARY KEY("matching_id","recorder"),
	CONSTRAINT "meeting_attendance_recorder_check" CHECK ("meeting_attendance"."recorder" in ('BUYER', 'SELLER', 'STAFF')),
	CONSTRAINT "meeting_attendance_result_check" CHECK ("meeting_attendance"."result" in ('MET', 'BUYER_ABSENT', 'SELLER_ABSENT', 'BOTH_ABSENT'))
);
--> statement-breakpoint
CREATE TABLE "meeting_days" (
	"matching_id" uuid PRIMARY KEY NOT NULL,
	"fair_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"table_id" uuid,
	"interpreter_id" uuid,
	"interpreter_language" text,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_ratings" (
	"matching_id" uuid NOT NULL,
	"side" text NOT NULL,
	"stage" text NOT NULL,
	"score" integer NOT NULL,
	"outcome" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_ratings_matching_id_side_stage_pk" PRIMARY KEY("matching_id","side","stage"),
	CONSTRAINT "meeting_ratings_side_check" CHECK ("meeting_ratings"."side" in ('BUYER', 'SELLER')),
	CONSTRAINT "meeting_ratings_stage_check" CHECK ("meeting_ratings"."stage" in ('MEETING', 'FOLLOW_UP')),
	CONSTRAINT "meeting_ratings_score_check" CHECK ("meeting_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "matching_reminders" DROP CONSTRAINT "matching_reminders_kind_check";--> statement-breakpoint
ALTER TABLE "fair_interpreters" ADD CONSTRAINT "fair_interpreters_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_tables" ADD CONSTRAINT "fair_tables_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_matching_id_matchings_id_fk" FOREIGN KEY ("matching_id") REFERENCES "public"."matchings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_days" ADD CONSTRAINT "meeting_days_matching_id_matchings_id_fk" FOREIGN KEY ("matching_id") REFERENCES "public"."matchings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_days" ADD CONSTRAINT "meeting_days_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_days" ADD CONSTRAINT "meeting_days_table_id_fair_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."fair_tables"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_days" ADD CONSTRAINT "meeting_days_interpreter_id_fair_interpreters_id_fk" FOREIGN KEY ("interpreter_id") REFERENCES "public"."fair_interpreters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_days" ADD CONSTRAINT "meeting_days_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_ratings" ADD CONSTRAINT "meeting_ratings_matching_id_matchings_id_fk" FOREIGN KEY ("matching_id") REFERENCES "public"."matchings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fair_interpreters_fair_idx" ON "fair_interpreters" USING btree ("fair_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_tables_label_unique" ON "fair_tables" USING btree ("fair_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_days_table_slot_unique" ON "meeting_days" USING btree ("fair_id","table_id","slot") WHERE "meeting_days"."table_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_days_interpreter_slot_unique" ON "meeting_days" USING btree ("fair_id","interpreter_id","slot") WHERE "meeting_days"."interpreter_id" is not null;--> statement-breakpoint
CREATE INDEX "meeting_days_fair_idx" ON "meeting_days" USING btree ("fair_id","slot");--> statement-breakpoint
ALTER TABLE "matching_reminders" ADD CONSTRAINT "matching_reminders_kind_check" CHECK ("matching_reminders"."kind" in ('OFFER_EXPIRING', 'MEETING_DAY', 'MEETING_SOON', 'FOLLOW_UP'));