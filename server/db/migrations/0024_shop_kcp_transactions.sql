CREATE TABLE "shop_kcp_transactions" (
	"tid" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"account" text,
	"deposited" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
