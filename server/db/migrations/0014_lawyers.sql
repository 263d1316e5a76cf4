CREATE TABLE "lawyers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'lawyer' NOT NULL,
	"name" text NOT NULL,
	"photo" text,
	"firm" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"career" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"specialties" uuid[] DEFAULT '{}' NOT NULL,
	"also_handles" uuid[] DEFAULT '{}' NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"accepting" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"shows" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawyers_kind_check" CHECK ("lawyers"."kind" in ('lawyer', 'patentAttorney', 'accountant'))
);
--> statement-breakpoint
CREATE INDEX "lawyers_list_idx" ON "lawyers" USING btree ("shows","order");