ALTER TABLE "colleges" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "socials" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_description_check" CHECK (char_length("colleges"."description") <= 2000);--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_logo_url_check" CHECK (char_length("colleges"."logo_url") <= 500 AND "colleges"."logo_url" LIKE 'https://%');--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_socials_check" CHECK (jsonb_typeof("colleges"."socials") = 'object'
        AND ("colleges"."socials" - ARRAY['x', 'twitch', 'youtube', 'discord', 'instagram', 'tiktok']) = '{}'::jsonb
        AND NOT jsonb_path_exists("colleges"."socials", '$.* ? (@.type() != "string" || !(@ starts with "https://"))')
        AND char_length("colleges"."socials"::text) <= 3120);