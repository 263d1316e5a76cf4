CREATE TABLE "shop_gateway_cancels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"tid" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_before" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"outcome" text,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_gateway_cancels_amount_check" CHECK ("shop_gateway_cancels"."amount" > 0 and "shop_gateway_cancels"."amount" <= "shop_gateway_cancels"."balance_before")
);
--> statement-breakpoint
CREATE TABLE "shop_kcp_transactions" (
	"tid" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"account" text,
	"deposited" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD COLUMN "restocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_gateway_cancels" ADD CONSTRAINT "shop_gateway_cancels_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_gateway_cancels_due_idx" ON "shop_gateway_cancels" USING btree ("due_at") WHERE "shop_gateway_cancels"."done_at" is null;--> statement-breakpoint
CREATE INDEX "shop_gateway_cancels_tid_idx" ON "shop_gateway_cancels" USING btree ("tid","balance_before");
--> statement-breakpoint

-- hand-written
-- the units of orders that expired or were cancelled before this column went back already
UPDATE "shop_order_lines" SET "restocked_at" = now()
WHERE "order_id" IN (SELECT "id" FROM "shop_orders" WHERE "status" IN ('EXPIRED', 'CANCELLED'));
-- end hand-written
