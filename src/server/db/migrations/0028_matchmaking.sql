CREATE TABLE "recruiting_post_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"applicant_user_id" text NOT NULL,
	"message" text,
	"score" integer,
	"conversation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrim_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_team_id" uuid NOT NULL,
	"to_team_id" uuid NOT NULL,
	"esports_title_id" uuid NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 90 NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" text,
	"responded_by" text,
	"responded_at" timestamp with time zone,
	"from_practice_id" uuid,
	"to_practice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrim_proposals_status_check" CHECK ("scrim_proposals"."status" IN ('pending', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "scrim_proposals_teams_check" CHECK ("scrim_proposals"."from_team_id" <> "scrim_proposals"."to_team_id"),
	CONSTRAINT "scrim_proposals_duration_check" CHECK ("scrim_proposals"."duration_minutes" BETWEEN 15 AND 480)
);
--> statement-breakpoint
ALTER TABLE "team_recruiting_posts" ADD COLUMN "esports_title_id" uuid;--> statement-breakpoint
ALTER TABLE "team_recruiting_posts" ADD COLUMN "min_tier_ordinal" integer;--> statement-breakpoint
ALTER TABLE "team_recruiting_posts" ADD COLUMN "max_tier_ordinal" integer;--> statement-breakpoint
ALTER TABLE "team_recruiting_posts" ADD COLUMN "availability" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "team_recruiting_posts" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "availability" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "recruiting_post_applications" ADD CONSTRAINT "recruiting_post_applications_post_id_team_recruiting_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."team_recruiting_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiting_post_applications" ADD CONSTRAINT "recruiting_post_applications_applicant_user_id_profiles_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrim_proposals" ADD CONSTRAINT "scrim_proposals_from_team_id_teams_id_fk" FOREIGN KEY ("from_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrim_proposals" ADD CONSTRAINT "scrim_proposals_to_team_id_teams_id_fk" FOREIGN KEY ("to_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrim_proposals" ADD CONSTRAINT "scrim_proposals_esports_title_id_esports_titles_id_fk" FOREIGN KEY ("esports_title_id") REFERENCES "public"."esports_titles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrim_proposals" ADD CONSTRAINT "scrim_proposals_proposed_by_profiles_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrim_proposals" ADD CONSTRAINT "scrim_proposals_responded_by_profiles_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrim_proposals" ADD CONSTRAINT "scrim_proposals_from_practice_id_team_practices_id_fk" FOREIGN KEY ("from_practice_id") REFERENCES "public"."team_practices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrim_proposals" ADD CONSTRAINT "scrim_proposals_to_practice_id_team_practices_id_fk" FOREIGN KEY ("to_practice_id") REFERENCES "public"."team_practices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recruiting_post_applications_post_applicant_key" ON "recruiting_post_applications" USING btree ("post_id","applicant_user_id");--> statement-breakpoint
CREATE INDEX "recruiting_post_applications_post_created_idx" ON "recruiting_post_applications" USING btree ("post_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "recruiting_post_applications_applicant_idx" ON "recruiting_post_applications" USING btree ("applicant_user_id");--> statement-breakpoint
CREATE INDEX "scrim_proposals_to_team_idx" ON "scrim_proposals" USING btree ("to_team_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scrim_proposals_from_team_idx" ON "scrim_proposals" USING btree ("from_team_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "team_recruiting_posts" ADD CONSTRAINT "team_recruiting_posts_esports_title_id_esports_titles_id_fk" FOREIGN KEY ("esports_title_id") REFERENCES "public"."esports_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_recruiting_posts_active_idx" ON "team_recruiting_posts" USING btree ("is_active","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "team_recruiting_posts" ADD CONSTRAINT "team_recruiting_posts_tier_range_check" CHECK (("team_recruiting_posts"."min_tier_ordinal" IS NULL AND "team_recruiting_posts"."max_tier_ordinal" IS NULL OR "team_recruiting_posts"."esports_title_id" IS NOT NULL)
        AND ("team_recruiting_posts"."min_tier_ordinal" IS NULL OR "team_recruiting_posts"."min_tier_ordinal" > 0)
        AND ("team_recruiting_posts"."max_tier_ordinal" IS NULL OR "team_recruiting_posts"."max_tier_ordinal" >= coalesce("team_recruiting_posts"."min_tier_ordinal", 1)));--> statement-breakpoint
ALTER TABLE "team_recruiting_posts" ADD CONSTRAINT "team_recruiting_posts_availability_check" CHECK ("team_recruiting_posts"."availability" <@ ARRAY['mon:morning', 'mon:afternoon', 'mon:evening', 'mon:late', 'tue:morning', 'tue:afternoon', 'tue:evening', 'tue:late', 'wed:morning', 'wed:afternoon', 'wed:evening', 'wed:late', 'thu:morning', 'thu:afternoon', 'thu:evening', 'thu:late', 'fri:morning', 'fri:afternoon', 'fri:evening', 'fri:late', 'sat:morning', 'sat:afternoon', 'sat:evening', 'sat:late', 'sun:morning', 'sun:afternoon', 'sun:evening', 'sun:late']::text[]);--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_availability_check" CHECK ("teams"."availability" <@ ARRAY['mon:morning', 'mon:afternoon', 'mon:evening', 'mon:late', 'tue:morning', 'tue:afternoon', 'tue:evening', 'tue:late', 'wed:morning', 'wed:afternoon', 'wed:evening', 'wed:late', 'thu:morning', 'thu:afternoon', 'thu:evening', 'thu:late', 'fri:morning', 'fri:afternoon', 'fri:evening', 'fri:late', 'sat:morning', 'sat:afternoon', 'sat:evening', 'sat:late', 'sun:morning', 'sun:afternoon', 'sun:evening', 'sun:late']::text[]);