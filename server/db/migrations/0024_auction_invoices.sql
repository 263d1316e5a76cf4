DROP INDEX "auction_invoices_work_idx";--> statement-breakpoint
ALTER TABLE "auction_invoices" ADD COLUMN "number" text DEFAULT ('AU' || upper(substr(md5(gen_random_uuid()::text), 1, 12))) NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_invoices" ADD COLUMN "status" text DEFAULT 'DUE' NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_invoices" ADD COLUMN "offer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_invoices" ADD COLUMN "pay_tid" text;--> statement-breakpoint
ALTER TABLE "auction_invoices" ADD COLUMN "pay_provider" text;--> statement-breakpoint
ALTER TABLE "auction_invoices" ADD COLUMN "pay_method" text;--> statement-breakpoint
ALTER TABLE "auction_invoices" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auction_invoices" ADD COLUMN "lapsed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auction_invoices" ADD COLUMN "lapsed_by" uuid;--> statement-breakpoint
ALTER TABLE "auction_invoices" ADD CONSTRAINT "auction_invoices_lapsed_by_users_id_fk" FOREIGN KEY ("lapsed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_invoices_live_work_idx" ON "auction_invoices" USING btree ("work_id") WHERE "auction_invoices"."status" <> 'LAPSED';--> statement-breakpoint
CREATE UNIQUE INDEX "auction_invoices_number_idx" ON "auction_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_invoices_tid_idx" ON "auction_invoices" USING btree ("pay_tid");--> statement-breakpoint
ALTER TABLE "auction_invoices" ADD CONSTRAINT "auction_invoices_status_check" CHECK ("auction_invoices"."status" in ('DUE', 'PAID', 'LAPSED'));--> statement-breakpoint
ALTER TABLE "auction_invoices" ADD CONSTRAINT "auction_invoices_paid_check" CHECK (("auction_invoices"."status" = 'PAID') = ("auction_invoices"."pay_tid" IS NOT NULL));