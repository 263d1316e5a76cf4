ALTER TABLE "shop_gateway_cancels" ADD COLUMN "settled_by" text;--> statement-breakpoint
ALTER TABLE "shop_gateway_cancels" ADD COLUMN "settled_note" text;