ALTER TABLE "member_profiles" ADD COLUMN "birthday" text;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "expiry_noticed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_birthday_once_idx" ON "member_coupons" USING btree ("coupon_id","user_id","source") WHERE "member_coupons"."source" LIKE 'birthday:%';--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_birthday_check" CHECK ("member_profiles"."birthday" is null or "member_profiles"."birthday" ~ '^[0-9]{2}-[0-9]{2}$');