CREATE TABLE "draw_placements" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"schedule_id" uuid NOT NULL,
	"unit_type" text NOT NULL,
	"supply_type" text NOT NULL,
	"category" text NOT NULL,
	"outcome" text NOT NULL,
	"reserve_no" integer,
	"promoted_at" timestamp with time zone,
	CONSTRAINT "draw_placements_reserve_check" CHECK (("draw_placements"."outcome" = 'RESERVE') = ("draw_placements"."reserve_no" is not null))
);
--> statement-breakpoint
CREATE TABLE "round_draws" (
	"schedule_id" uuid PRIMARY KEY NOT NULL,
	"cells" jsonb NOT NULL,
	"reserve_percent" integer NOT NULL,
	"empty_cell_rule" text NOT NULL,
	"rank_by" text NOT NULL,
	"announce_at" timestamp with time zone,
	"seed" text,
	"seed_hash" text,
	"seed_committed_at" timestamp with time zone,
	"seed_committed_by" text,
	"drawn_at" timestamp with time zone,
	"drawn_by" text,
	"list" jsonb,
	"tally" jsonb,
	"notified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_draws_seed_check" CHECK (("round_draws"."seed" is null) = ("round_draws"."seed_hash" is null)),
	CONSTRAINT "round_draws_drawn_check" CHECK ("round_draws"."drawn_at" is null or "round_draws"."seed_hash" is not null)
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "draw_placements" ADD CONSTRAINT "draw_placements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_placements" ADD CONSTRAINT "draw_placements_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_draws" ADD CONSTRAINT "round_draws_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_placements_cell_idx" ON "draw_placements" USING btree ("schedule_id","unit_type","supply_type","category","reserve_no");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('RECEIVED', 'REVIEWING', 'SUPPLEMENT', 'ELIGIBLE', 'INELIGIBLE', 'WON', 'RESERVE', 'LOST', 'CONTRACTED', 'GAVE_UP', 'WITHDRAWN'));