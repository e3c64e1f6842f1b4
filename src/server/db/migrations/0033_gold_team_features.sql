ALTER TABLE "team_members" ADD COLUMN "contract_start" date;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "contract_end" date;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "contract_reminded_end" date;--> statement-breakpoint
ALTER TABLE "team_staff" ADD COLUMN "contract_reminded_end" date;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "shared_calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "brand_primary" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "brand_accent" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "banner_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_shared_calendar_token_hash_key" ON "teams" USING btree ("shared_calendar_token_hash");--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_contract_dates_check" CHECK ("team_members"."contract_end" IS NULL OR "team_members"."contract_start" IS NULL OR "team_members"."contract_end" >= "team_members"."contract_start");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_brand_colors_check" CHECK ("teams"."brand_primary" ~ '^#[0-9a-f]{6}$' and "teams"."brand_accent" ~ '^#[0-9a-f]{6}$');