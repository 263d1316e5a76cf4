CREATE TABLE "shop_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_review_photos" (
	"review_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_review_photos_review_id_file_id_pk" PRIMARY KEY("review_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "shop_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" text,
	"points_granted" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_reviews_line_unique" UNIQUE("line_id"),
	CONSTRAINT "shop_reviews_rating_check" CHECK ("shop_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "shop_questions" ADD CONSTRAINT "shop_questions_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_questions" ADD CONSTRAINT "shop_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_review_photos" ADD CONSTRAINT "shop_review_photos_review_id_shop_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."shop_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_review_photos" ADD CONSTRAINT "shop_review_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_reviews" ADD CONSTRAINT "shop_reviews_line_id_shop_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."shop_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_reviews" ADD CONSTRAINT "shop_reviews_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_reviews" ADD CONSTRAINT "shop_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_questions_product_idx" ON "shop_questions" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_questions_user_idx" ON "shop_questions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_questions_unanswered_idx" ON "shop_questions" USING btree ("created_at") WHERE "shop_questions"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "shop_review_photos_file_idx" ON "shop_review_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "shop_reviews_product_idx" ON "shop_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_reviews_user_idx" ON "shop_reviews" USING btree ("user_id","created_at");