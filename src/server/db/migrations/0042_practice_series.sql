CREATE TABLE "team_practice_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"time_zone" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_practices" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "team_practice_series" ADD CONSTRAINT "team_practice_series_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_practice_series" ADD CONSTRAINT "team_practice_series_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_practices" ADD CONSTRAINT "team_practices_series_id_team_practice_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."team_practice_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_practices_series_idx" ON "team_practices" USING btree ("series_id","scheduled_at");