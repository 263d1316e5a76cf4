ALTER TABLE "member_profiles" ADD COLUMN "company_size" text;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "markets_sought" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_company_size_check" CHECK ("member_profiles"."company_size" is null or "member_profiles"."company_size" in ('MICRO', 'SMALL', 'MEDIUM', 'LARGE'));