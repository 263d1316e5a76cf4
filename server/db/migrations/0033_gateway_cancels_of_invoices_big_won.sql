DROP INDEX "shop_gateway_cancels_tid_idx";--> statement-breakpoint
ALTER TABLE "shop_gateway_cancels" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_gateway_cancels" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shop_gateway_cancels" ALTER COLUMN "balance_before" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shop_kcp_transactions" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shop_simulator_transactions" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shop_simulator_transactions" ALTER COLUMN "remaining" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_bids" ALTER COLUMN "max" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_bids" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_increments" ALTER COLUMN "up_to" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_increments" ALTER COLUMN "step" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_invoices" ALTER COLUMN "hammer" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_invoices" ALTER COLUMN "premium" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_invoices" ALTER COLUMN "vat" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_invoices" ALTER COLUMN "total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_works" ALTER COLUMN "estimate_low" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_works" ALTER COLUMN "estimate_high" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_works" ALTER COLUMN "start_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_works" ALTER COLUMN "reserve" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_works" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_works" ALTER COLUMN "leader_max" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_works" ALTER COLUMN "runner_up_max" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_works" ALTER COLUMN "hammer" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shop_gateway_cancels" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_gateway_cancels" ADD CONSTRAINT "shop_gateway_cancels_invoice_id_auction_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."auction_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_gateway_cancels_order_idx" ON "shop_gateway_cancels" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_gateway_cancels_invoice_idx" ON "shop_gateway_cancels" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_gateway_cancels_tid_idx" ON "shop_gateway_cancels" USING btree ("tid","balance_before");--> statement-breakpoint
ALTER TABLE "shop_gateway_cancels" ADD CONSTRAINT "shop_gateway_cancels_bill_check" CHECK (("shop_gateway_cancels"."order_id" IS NULL) <> ("shop_gateway_cancels"."invoice_id" IS NULL));