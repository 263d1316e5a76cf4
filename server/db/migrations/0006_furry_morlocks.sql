CREATE TABLE "email_certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"company_name_en" text DEFAULT '' NOT NULL,
	"representative" text DEFAULT '' NOT NULL,
	"business_number" text DEFAULT '' NOT NULL,
	"award" text,
	"award_year" integer,
	"industry" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"homepage" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Seoul' NOT NULL,
	"business_registration_file_id" uuid,
	"logo_file_id" uuid,
	"photo_file_id" uuid,
	"introduction_file_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reject_reason" text,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"email_verified_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_profiles_status_check" CHECK ("member_profiles"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "member_profiles_award_check" CHECK ("member_profiles"."award" is null or "member_profiles"."award" in ('SEOUL_AWARDS', 'SUPER_ROOKIE'))
);
--> statement-breakpoint
CREATE TABLE "buyer_schedules" (
	"fair_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"slots" text[] NOT NULL,
	"mode" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_schedules_fair_id_buyer_id_pk" PRIMARY KEY("fair_id","buyer_id"),
	CONSTRAINT "buyer_schedules_mode_check" CHECK ("buyer_schedules"."mode" in ('ONLINE', 'OFFLINE'))
);
--> statement-breakpoint
CREATE TABLE "fair_participants" (
	"fair_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fair_participants_fair_id_user_id_pk" PRIMARY KEY("fair_id","user_id"),
	CONSTRAINT "fair_participants_role_check" CHECK ("fair_participants"."role" in ('SELLER', 'BUYER'))
);
--> statement-breakpoint
CREATE TABLE "fairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"thumb_file_id" uuid,
	"shows" boolean DEFAULT true NOT NULL,
	"seller_recruit_from" timestamp with time zone NOT NULL,
	"seller_recruit_to" timestamp with time zone NOT NULL,
	"buyer_apply_from" timestamp with time zone NOT NULL,
	"buyer_apply_to" timestamp with time zone NOT NULL,
	"event_from" timestamp with time zone NOT NULL,
	"event_to" timestamp with time zone NOT NULL,
	"dates" text[] NOT NULL,
	"times" text[] NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL,
	"offer_ttl_hours" integer DEFAULT 72 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_images_product_id_file_id_pk" PRIMARY KEY("product_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "product_likes" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_likes_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" text DEFAULT '' NOT NULL,
	"shows" boolean DEFAULT true NOT NULL,
	"thumb_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_bookmarks" (
	"user_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_bookmarks_user_id_seller_id_pk" PRIMARY KEY("user_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "matching_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"matching_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"slots" text[] DEFAULT '{}'::text[] NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matchings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fair_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'OFFERED' NOT NULL,
	"offered_slots" text[] NOT NULL,
	"accepted_slots" text[] DEFAULT '{}'::text[] NOT NULL,
	"confirmed_slot" text,
	"message" text DEFAULT '' NOT NULL,
	"reason" text,
	"cancelled_by" text,
	"expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"video_url" text,
	"ics_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matchings_status_check" CHECK ("matchings"."status" in ('OFFERED', 'ACCEPTED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'EXPIRED')),
	CONSTRAINT "matchings_mode_check" CHECK ("matchings"."mode" in ('ONLINE', 'OFFLINE')),
	CONSTRAINT "matchings_confirmed_slot_check" CHECK ("matchings"."status" <> 'CONFIRMED' or "matchings"."confirmed_slot" is not null)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_business_registration_file_id_files_id_fk" FOREIGN KEY ("business_registration_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_introduction_file_id_files_id_fk" FOREIGN KEY ("introduction_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_schedules" ADD CONSTRAINT "buyer_schedules_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_schedules" ADD CONSTRAINT "buyer_schedules_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_participants" ADD CONSTRAINT "fair_participants_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_participants" ADD CONSTRAINT "fair_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairs" ADD CONSTRAINT "fairs_thumb_file_id_files_id_fk" FOREIGN KEY ("thumb_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_likes" ADD CONSTRAINT "product_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_likes" ADD CONSTRAINT "product_likes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_thumb_file_id_files_id_fk" FOREIGN KEY ("thumb_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_bookmarks" ADD CONSTRAINT "seller_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_bookmarks" ADD CONSTRAINT "seller_bookmarks_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_events" ADD CONSTRAINT "matching_events_matching_id_matchings_id_fk" FOREIGN KEY ("matching_id") REFERENCES "public"."matchings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_events" ADD CONSTRAINT "matching_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchings" ADD CONSTRAINT "matchings_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchings" ADD CONSTRAINT "matchings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchings" ADD CONSTRAINT "matchings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_certifications_email_idx" ON "email_certifications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "member_profiles_status_idx" ON "member_profiles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "fair_participants_user_idx" ON "fair_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fairs_event_from_idx" ON "fairs" USING btree ("event_from");--> statement-breakpoint
CREATE INDEX "product_likes_product_idx" ON "product_likes" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "seller_bookmarks_seller_idx" ON "seller_bookmarks" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "matching_events_matching_idx" ON "matching_events" USING btree ("matching_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "matchings_buyer_slot_unique" ON "matchings" USING btree ("fair_id","buyer_id","confirmed_slot") WHERE "matchings"."status" = 'CONFIRMED';--> statement-breakpoint
CREATE UNIQUE INDEX "matchings_seller_slot_unique" ON "matchings" USING btree ("fair_id","seller_id","confirmed_slot") WHERE "matchings"."status" = 'CONFIRMED';--> statement-breakpoint
CREATE UNIQUE INDEX "matchings_open_pair_unique" ON "matchings" USING btree ("fair_id","buyer_id","seller_id") WHERE "matchings"."status" in ('OFFERED', 'ACCEPTED', 'CONFIRMED');--> statement-breakpoint
CREATE INDEX "matchings_buyer_idx" ON "matchings" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "matchings_seller_idx" ON "matchings" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "matchings_fair_idx" ON "matchings" USING btree ("fair_id","status");--> statement-breakpoint
CREATE INDEX "matchings_open_expiry_idx" ON "matchings" USING btree ("expires_at") WHERE "matchings"."status" in ('OFFERED', 'ACCEPTED');