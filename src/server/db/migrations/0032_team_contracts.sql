ALTER TABLE "team_members" ADD COLUMN "contract_start" date;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "contract_end" date;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "contract_reminded_end" date;--> statement-breakpoint
ALTER TABLE "team_staff" ADD COLUMN "contract_reminded_end" date;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_contract_dates_check" CHECK ("team_members"."contract_end" IS NULL OR "team_members"."contract_start" IS NULL OR "team_members"."contract_end" >= "team_members"."contract_start");