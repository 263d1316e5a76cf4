ALTER TABLE "shop_orders" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "deposit_tid" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "deposit_account" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_payments" ADD COLUMN "line_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_simulator_transactions" ADD COLUMN "deposited" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_payments" ADD CONSTRAINT "shop_payments_line_id_shop_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."shop_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_orders_created_idx" ON "shop_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shop_payments_order_idx" ON "shop_payments" USING btree ("order_id","kind");