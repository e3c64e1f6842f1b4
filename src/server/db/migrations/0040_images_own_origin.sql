CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploaded_by" text,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_content_type_check" CHECK ("images"."content_type" IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
	CONSTRAINT "images_byte_size_check" CHECK ("images"."byte_size" between 1 and 1048576 and "images"."byte_size" = octet_length("images"."bytes"))
);
--> statement-breakpoint
ALTER TABLE "colleges" DROP CONSTRAINT "colleges_logo_url_check";--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "legacy_logo_url" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "legacy_cover_image_url" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "legacy_logo_url" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "legacy_banner_url" text;--> statement-breakpoint
-- Hand-written (docs/decisions/053): image addresses stored before uploads point at other sites, whose hosts could
-- watch every viewer. Nothing is lost: each moves to its legacy_ column, which only its editor's form reads (a notice
-- to upload the image again); the image column keeps only our own uploads, as the checks below require.
UPDATE "teams" SET "legacy_logo_url" = "logo_url", "logo_url" = NULL WHERE "logo_url" IS NOT NULL AND "logo_url" !~ '^/api/images/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
UPDATE "teams" SET "legacy_banner_url" = "banner_url", "banner_url" = NULL WHERE "banner_url" IS NOT NULL AND "banner_url" !~ '^/api/images/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
UPDATE "colleges" SET "legacy_logo_url" = "logo_url", "logo_url" = NULL WHERE "logo_url" IS NOT NULL AND "logo_url" !~ '^/api/images/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
UPDATE "news_articles" SET "legacy_cover_image_url" = "cover_image_url", "cover_image_url" = NULL WHERE "cover_image_url" IS NOT NULL AND "cover_image_url" !~ '^/api/images/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_profiles_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_uploaded_by_idx" ON "images" USING btree ("uploaded_by","created_at");--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_logo_url_check" CHECK ("colleges"."logo_url" ~ '^/api/images/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$');--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_cover_image_url_check" CHECK ("news_articles"."cover_image_url" ~ '^/api/images/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$');--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_logo_url_check" CHECK ("teams"."logo_url" ~ '^/api/images/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$');--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_banner_url_check" CHECK ("teams"."banner_url" ~ '^/api/images/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$');