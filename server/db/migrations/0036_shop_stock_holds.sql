CREATE TABLE "shop_stock_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_stock_holds" ADD CONSTRAINT "shop_stock_holds_option_id_shop_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."shop_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_stock_holds_expires_idx" ON "shop_stock_holds" USING btree ("expires_at");