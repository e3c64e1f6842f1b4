ALTER TABLE "teams" ADD COLUMN "brand_primary" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "brand_accent" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "banner_url" text;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_brand_colors_check" CHECK ("teams"."brand_primary" ~ '^#[0-9a-f]{6}$' and "teams"."brand_accent" ~ '^#[0-9a-f]{6}$');