CREATE TABLE "agenda_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_feeds_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "matching_reschedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"matching_id" uuid NOT NULL,
	"proposed_by" text NOT NULL,
	"from_slot" text NOT NULL,
	"to_slot" text NOT NULL,
	"status" text DEFAULT 'PROPOSED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "matching_reschedules_by_check" CHECK ("matching_reschedules"."proposed_by" in ('BUYER', 'SELLER')),
	CONSTRAINT "matching_reschedules_status_check" CHECK ("matching_reschedules"."status" in ('PROPOSED', 'ACCEPTED', 'DECLINED', 'VOID'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" text GENERATED ALWAYS AS (lower("products"."name" || ' ' || "products"."summary" || ' ' || "products"."category" || ' ' || "products"."description")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "agenda_feeds" ADD CONSTRAINT "agenda_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_reschedules" ADD CONSTRAINT "matching_reschedules_matching_id_matchings_id_fk" FOREIGN KEY ("matching_id") REFERENCES "public"."matchings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matching_reschedules_open_unique" ON "matching_reschedules" USING btree ("matching_id") WHERE "matching_reschedules"."status" = 'PROPOSED';--> statement-breakpoint
CREATE INDEX "matching_reschedules_matching_idx" ON "matching_reschedules" USING btree ("matching_id","created_at");