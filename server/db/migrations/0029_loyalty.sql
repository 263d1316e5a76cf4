CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" integer,
	"min_order" integer DEFAULT 0 NOT NULL,
	"scope" text NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issue" text NOT NULL,
	"code" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"valid_days" integer,
	"total_limit" integer,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_value_check" CHECK ("coupons"."value" > 0 AND ("coupons"."kind" <> 'PERCENT' OR "coupons"."value" <= 100)),
	CONSTRAINT "coupons_issued_check" CHECK ("coupons"."total_limit" IS NULL OR "coupons"."issued" <= "coupons"."total_limit"),
	CONSTRAINT "coupons_validity_check" CHECK ("coupons"."valid_until" IS NOT NULL OR "coupons"."valid_days" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "loyalty_jobs" (
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"claimed_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"result" integer,
	CONSTRAINT "loyalty_jobs_kind_period_pk" PRIMARY KEY("kind","period")
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" uuid,
	"discount" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_level_of" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"level_id" uuid NOT NULL,
	"net_purchases" integer NOT NULL,
	"period" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"threshold" integer NOT NULL,
	"point_rate" integer DEFAULT 0 NOT NULL,
	"discount_rate" integer DEFAULT 0 NOT NULL,
	"coupon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_levels_threshold_unique" UNIQUE("threshold")
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"remaining" integer,
	"expires_at" timestamp with time zone,
	"order_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"actor" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_amount_check" CHECK ("point_entries"."amount" <> 0),
	CONSTRAINT "point_entries_remaining_check" CHECK ("point_entries"."remaining" IS NULL OR ("point_entries"."remaining" >= 0 AND "point_entries"."remaining" <= "point_entries"."amount"))
);
--> statement-breakpoint
CREATE TABLE "point_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"debit_id" uuid NOT NULL,
	"credit_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"restored_at" timestamp with time zone,
	CONSTRAINT "point_uses_amount_check" CHECK ("point_uses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_wallets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_wallets_balance_check" CHECK ("point_wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_level_of" ADD CONSTRAINT "member_level_of_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_level_of" ADD CONSTRAINT "member_level_of_level_id_member_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."member_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_uses" ADD CONSTRAINT "point_uses_debit_id_point_entries_id_fk" FOREIGN KEY ("debit_id") REFERENCES "public"."point_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_uses" ADD CONSTRAINT "point_uses_credit_id_point_entries_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."point_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_wallets" ADD CONSTRAINT "point_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_coupons_user_idx" ON "member_coupons" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "member_coupons_coupon_idx" ON "member_coupons" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "member_coupons_order_idx" ON "member_coupons" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "point_entries_user_idx" ON "point_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "point_entries_expiry_idx" ON "point_entries" USING btree ("expires_at") WHERE "point_entries"."remaining" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_order_once_idx" ON "point_entries" USING btree ("order_id","kind") WHERE "point_entries"."kind" IN ('EARN', 'SPEND');--> statement-breakpoint
CREATE INDEX "point_uses_debit_idx" ON "point_uses" USING btree ("debit_id");