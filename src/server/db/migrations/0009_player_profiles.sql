CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"player_user_id" text NOT NULL,
	"guardian_link_id" uuid,
	"actor_user_id" text,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_events_kind_check" CHECK ("consent_events"."kind" IN ('guardian_invited', 'guardian_invitation_resent', 'guardian_accepted', 'publishing_requested', 'publishing_granted', 'publishing_revoked', 'guardian_revoked', 'data_exported', 'deletion_requested'))
);
--> statement-breakpoint
CREATE TABLE "list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"player_user_id" text,
	"college_id" uuid,
	"note" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_items_list_player_key" UNIQUE("list_id","player_user_id"),
	CONSTRAINT "list_items_list_college_key" UNIQUE("list_id","college_id"),
	CONSTRAINT "list_items_item_type_check" CHECK ("list_items"."item_type" IN ('player', 'college')),
	CONSTRAINT "list_items_target_check" CHECK (("list_items"."item_type" = 'player' AND "list_items"."player_user_id" IS NOT NULL AND "list_items"."college_id" IS NULL)
        OR ("list_items"."item_type" = 'college' AND "list_items"."college_id" IS NOT NULL AND "list_items"."player_user_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" text NOT NULL,
	"name" text NOT NULL,
	"item_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lists_owner_name_key" UNIQUE("owner_user_id","name"),
	CONSTRAINT "lists_item_type_check" CHECK ("lists"."item_type" IN ('player', 'college'))
);
--> statement-breakpoint
CREATE TABLE "player_evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_user_id" text NOT NULL,
	"author_user_id" text NOT NULL,
	"team_id" uuid,
	"body" text NOT NULL,
	"projected_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_evaluations_player_author_key" UNIQUE("player_user_id","author_user_id"),
	CONSTRAINT "player_evaluations_levels_check" CHECK ("player_evaluations"."projected_levels" <@ ARRAY['high_school_varsity', 'college_club', 'college_varsity', 'college_varsity_starter', 'semi_pro', 'professional']::text[]),
	CONSTRAINT "player_evaluations_levels_count_check" CHECK (coalesce(array_length("player_evaluations"."projected_levels", 1), 0) <= 3)
);
--> statement-breakpoint
CREATE TABLE "player_game_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"esports_title_id" uuid NOT NULL,
	"in_game_name" text,
	"region" text,
	"primary_role" text,
	"secondary_role" text,
	"mains" text[] DEFAULT '{}'::text[] NOT NULL,
	"current_tier_id" uuid,
	"peak_tier_id" uuid,
	"rank_source" text DEFAULT 'self_reported' NOT NULL,
	"rank_as_of" date,
	"hours_per_week" smallint,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_game_profiles_user_title_key" UNIQUE("user_id","esports_title_id"),
	CONSTRAINT "player_game_profiles_rank_source_check" CHECK ("player_game_profiles"."rank_source" IN ('self_reported', 'coach_confirmed')),
	CONSTRAINT "player_game_profiles_hours_check" CHECK ("player_game_profiles"."hours_per_week" IS NULL OR "player_game_profiles"."hours_per_week" BETWEEN 0 AND 168),
	CONSTRAINT "player_game_profiles_availability_check" CHECK ("player_game_profiles"."availability" <@ ARRAY['mon:morning', 'mon:afternoon', 'mon:evening', 'mon:late', 'tue:morning', 'tue:afternoon', 'tue:evening', 'tue:late', 'wed:morning', 'wed:afternoon', 'wed:evening', 'wed:late', 'thu:morning', 'thu:afternoon', 'thu:evening', 'thu:late', 'fri:morning', 'fri:afternoon', 'fri:evening', 'fri:late', 'sat:morning', 'sat:afternoon', 'sat:evening', 'sat:late', 'sun:morning', 'sun:afternoon', 'sun:evening', 'sun:late']::text[])
);
--> statement-breakpoint
CREATE TABLE "player_highlights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_ladders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"esports_title_id" uuid NOT NULL,
	"name" text NOT NULL,
	"season" text NOT NULL,
	CONSTRAINT "rank_ladders_esports_title_id_unique" UNIQUE("esports_title_id")
);
--> statement-breakpoint
CREATE TABLE "rank_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ladder_id" uuid NOT NULL,
	"esports_title_id" uuid NOT NULL,
	"ordinal" smallint NOT NULL,
	"name" text NOT NULL,
	"tier_group" text NOT NULL,
	CONSTRAINT "rank_tiers_ladder_ordinal_key" UNIQUE("ladder_id","ordinal"),
	CONSTRAINT "rank_tiers_ladder_name_key" UNIQUE("ladder_id","name"),
	CONSTRAINT "rank_tiers_id_title_key" UNIQUE("id","esports_title_id"),
	CONSTRAINT "rank_tiers_ordinal_check" CHECK ("rank_tiers"."ordinal" > 0)
);
--> statement-breakpoint
ALTER TABLE "guardian_links" ADD COLUMN "last_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD COLUMN "send_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "grad_year" integer;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "school_name" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "school_type" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "gpa" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "gpa_scale" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "sat_score" integer;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "act_score" integer;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "intended_majors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "open_to" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "recruiting_status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "academics_visibility" text DEFAULT 'recruiters' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "onboarding_step" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "setup_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "completion_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "guardian_approved_visibility" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "created_by_user_id" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "created_for_team_id" uuid;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "claim_status" text DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_player_user_id_profiles_id_fk" FOREIGN KEY ("player_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_guardian_link_id_guardian_links_id_fk" FOREIGN KEY ("guardian_link_id") REFERENCES "public"."guardian_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_actor_user_id_profiles_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_player_user_id_profiles_id_fk" FOREIGN KEY ("player_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_owner_user_id_profiles_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_evaluations" ADD CONSTRAINT "player_evaluations_player_user_id_profiles_id_fk" FOREIGN KEY ("player_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_evaluations" ADD CONSTRAINT "player_evaluations_author_user_id_profiles_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_evaluations" ADD CONSTRAINT "player_evaluations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_profiles" ADD CONSTRAINT "player_game_profiles_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_profiles" ADD CONSTRAINT "player_game_profiles_esports_title_id_esports_titles_id_fk" FOREIGN KEY ("esports_title_id") REFERENCES "public"."esports_titles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_profiles" ADD CONSTRAINT "player_game_profiles_current_tier_fk" FOREIGN KEY ("current_tier_id","esports_title_id") REFERENCES "public"."rank_tiers"("id","esports_title_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_profiles" ADD CONSTRAINT "player_game_profiles_peak_tier_fk" FOREIGN KEY ("peak_tier_id","esports_title_id") REFERENCES "public"."rank_tiers"("id","esports_title_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_highlights" ADD CONSTRAINT "player_highlights_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_ladders" ADD CONSTRAINT "rank_ladders_esports_title_id_esports_titles_id_fk" FOREIGN KEY ("esports_title_id") REFERENCES "public"."esports_titles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_tiers" ADD CONSTRAINT "rank_tiers_ladder_id_rank_ladders_id_fk" FOREIGN KEY ("ladder_id") REFERENCES "public"."rank_ladders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_tiers" ADD CONSTRAINT "rank_tiers_esports_title_id_esports_titles_id_fk" FOREIGN KEY ("esports_title_id") REFERENCES "public"."esports_titles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_player_idx" ON "consent_events" USING btree ("player_user_id","seq");--> statement-breakpoint
CREATE INDEX "list_items_list_position_idx" ON "list_items" USING btree ("list_id","position","id");--> statement-breakpoint
CREATE INDEX "list_items_player_idx" ON "list_items" USING btree ("player_user_id");--> statement-breakpoint
CREATE INDEX "lists_owner_idx" ON "lists" USING btree ("owner_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "player_game_profiles_title_tier_idx" ON "player_game_profiles" USING btree ("esports_title_id","current_tier_id","user_id");--> statement-breakpoint
CREATE INDEX "player_game_profiles_user_idx" ON "player_game_profiles" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "player_highlights_user_position_idx" ON "player_highlights" USING btree ("user_id","position","id");--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_created_by_user_id_profiles_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_created_for_team_id_teams_id_fk" FOREIGN KEY ("created_for_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_profiles_recruiter_search_idx" ON "user_profiles" USING btree ("grad_year","state") WHERE "user_profiles"."is_published" AND "user_profiles"."visibility" <> 'private' AND "user_profiles"."deletion_requested_at" IS NULL;--> statement-breakpoint
CREATE INDEX "user_profiles_published_updated_idx" ON "user_profiles" USING btree ("updated_at","id") WHERE "user_profiles"."is_published" AND "user_profiles"."deletion_requested_at" IS NULL;--> statement-breakpoint
CREATE INDEX "user_profiles_created_for_team_idx" ON "user_profiles" USING btree ("created_for_team_id");--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_state_check" CHECK ("user_profiles"."state" IS NULL OR "user_profiles"."state" IN ('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'GU', 'VI', 'AS', 'MP'));--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_school_type_check" CHECK ("user_profiles"."school_type" IS NULL OR "user_profiles"."school_type" IN ('high_school', 'college', 'home_school', 'other'));--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_gpa_scale_check" CHECK ("user_profiles"."gpa_scale" IS NULL OR "user_profiles"."gpa_scale" IN ('4.0', '5.0', '100'));--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_gpa_check" CHECK ("user_profiles"."gpa" IS NULL OR ("user_profiles"."gpa_scale" IS NOT NULL AND "user_profiles"."gpa" >= 0 AND "user_profiles"."gpa" <= "user_profiles"."gpa_scale"::numeric));--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_sat_check" CHECK ("user_profiles"."sat_score" IS NULL OR "user_profiles"."sat_score" BETWEEN 400 AND 1600);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_act_check" CHECK ("user_profiles"."act_score" IS NULL OR "user_profiles"."act_score" BETWEEN 1 AND 36);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_grad_year_check" CHECK ("user_profiles"."grad_year" IS NULL OR "user_profiles"."grad_year" BETWEEN 1990 AND 2100);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_open_to_check" CHECK ("user_profiles"."open_to" <@ ARRAY['college_recruiting', 'looking_for_team']::text[]);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_recruiting_status_check" CHECK ("user_profiles"."recruiting_status" IN ('open', 'verbal', 'committed', 'signed', 'not_looking'));--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_academics_visibility_check" CHECK ("user_profiles"."academics_visibility" IN ('private', 'recruiters', 'public'));--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_onboarding_step_check" CHECK ("user_profiles"."onboarding_step" IS NULL OR "user_profiles"."onboarding_step" IN ('identity', 'games', 'academics', 'highlights', 'visibility'));--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_completion_percent_check" CHECK ("user_profiles"."completion_percent" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_guardian_approved_visibility_check" CHECK ("user_profiles"."guardian_approved_visibility" IS NULL OR "user_profiles"."guardian_approved_visibility" IN ('recruiters_only', 'public'));--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_claim_status_check" CHECK ("user_profiles"."claim_status" IN ('self', 'draft', 'invited', 'claimed'));
--> statement-breakpoint
-- Reference data (issue 11.2): the six titles a player profile can hold and their ranked ladders, low to high.
INSERT INTO "esports_titles" ("name", "slug") VALUES ('Valorant', 'valorant'), ('League of Legends', 'league-of-legends'), ('Rocket League', 'rocket-league'), ('Overwatch', 'overwatch'), ('Marvel Rivals', 'marvel-rivals'), ('Counter-Strike', 'counter-strike') ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "rank_ladders" ("esports_title_id", "name", "season") SELECT "id", 'Valorant Competitive', 'Episode 9 (2026)' FROM "esports_titles" WHERE "slug" = 'valorant';
--> statement-breakpoint
INSERT INTO "rank_tiers" ("ladder_id", "esports_title_id", "ordinal", "name", "tier_group") SELECT l."id", l."esports_title_id", v."ordinal", v."name", v."tier_group" FROM "rank_ladders" l JOIN "esports_titles" t ON t."id" = l."esports_title_id" CROSS JOIN (VALUES (1, 'Iron 1', 'Iron'), (2, 'Iron 2', 'Iron'), (3, 'Iron 3', 'Iron'), (4, 'Bronze 1', 'Bronze'), (5, 'Bronze 2', 'Bronze'), (6, 'Bronze 3', 'Bronze'), (7, 'Silver 1', 'Silver'), (8, 'Silver 2', 'Silver'), (9, 'Silver 3', 'Silver'), (10, 'Gold 1', 'Gold'), (11, 'Gold 2', 'Gold'), (12, 'Gold 3', 'Gold'), (13, 'Platinum 1', 'Platinum'), (14, 'Platinum 2', 'Platinum'), (15, 'Platinum 3', 'Platinum'), (16, 'Diamond 1', 'Diamond'), (17, 'Diamond 2', 'Diamond'), (18, 'Diamond 3', 'Diamond'), (19, 'Ascendant 1', 'Ascendant'), (20, 'Ascendant 2', 'Ascendant'), (21, 'Ascendant 3', 'Ascendant'), (22, 'Immortal 1', 'Immortal'), (23, 'Immortal 2', 'Immortal'), (24, 'Immortal 3', 'Immortal'), (25, 'Radiant', 'Radiant')) AS v("ordinal", "name", "tier_group") WHERE t."slug" = 'valorant';
--> statement-breakpoint
INSERT INTO "rank_ladders" ("esports_title_id", "name", "season") SELECT "id", 'League of Legends Ranked Solo/Duo', 'Season 2026' FROM "esports_titles" WHERE "slug" = 'league-of-legends';
--> statement-breakpoint
INSERT INTO "rank_tiers" ("ladder_id", "esports_title_id", "ordinal", "name", "tier_group") SELECT l."id", l."esports_title_id", v."ordinal", v."name", v."tier_group" FROM "rank_ladders" l JOIN "esports_titles" t ON t."id" = l."esports_title_id" CROSS JOIN (VALUES (1, 'Iron IV', 'Iron'), (2, 'Iron III', 'Iron'), (3, 'Iron II', 'Iron'), (4, 'Iron I', 'Iron'), (5, 'Bronze IV', 'Bronze'), (6, 'Bronze III', 'Bronze'), (7, 'Bronze II', 'Bronze'), (8, 'Bronze I', 'Bronze'), (9, 'Silver IV', 'Silver'), (10, 'Silver III', 'Silver'), (11, 'Silver II', 'Silver'), (12, 'Silver I', 'Silver'), (13, 'Gold IV', 'Gold'), (14, 'Gold III', 'Gold'), (15, 'Gold II', 'Gold'), (16, 'Gold I', 'Gold'), (17, 'Platinum IV', 'Platinum'), (18, 'Platinum III', 'Platinum'), (19, 'Platinum II', 'Platinum'), (20, 'Platinum I', 'Platinum'), (21, 'Emerald IV', 'Emerald'), (22, 'Emerald III', 'Emerald'), (23, 'Emerald II', 'Emerald'), (24, 'Emerald I', 'Emerald'), (25, 'Diamond IV', 'Diamond'), (26, 'Diamond III', 'Diamond'), (27, 'Diamond II', 'Diamond'), (28, 'Diamond I', 'Diamond'), (29, 'Master', 'Master'), (30, 'Grandmaster', 'Grandmaster'), (31, 'Challenger', 'Challenger')) AS v("ordinal", "name", "tier_group") WHERE t."slug" = 'league-of-legends';
--> statement-breakpoint
INSERT INTO "rank_ladders" ("esports_title_id", "name", "season") SELECT "id", 'Rocket League Competitive 3v3', 'Season 2026' FROM "esports_titles" WHERE "slug" = 'rocket-league';
--> statement-breakpoint
INSERT INTO "rank_tiers" ("ladder_id", "esports_title_id", "ordinal", "name", "tier_group") SELECT l."id", l."esports_title_id", v."ordinal", v."name", v."tier_group" FROM "rank_ladders" l JOIN "esports_titles" t ON t."id" = l."esports_title_id" CROSS JOIN (VALUES (1, 'Bronze I', 'Bronze'), (2, 'Bronze II', 'Bronze'), (3, 'Bronze III', 'Bronze'), (4, 'Silver I', 'Silver'), (5, 'Silver II', 'Silver'), (6, 'Silver III', 'Silver'), (7, 'Gold I', 'Gold'), (8, 'Gold II', 'Gold'), (9, 'Gold III', 'Gold'), (10, 'Platinum I', 'Platinum'), (11, 'Platinum II', 'Platinum'), (12, 'Platinum III', 'Platinum'), (13, 'Diamond I', 'Diamond'), (14, 'Diamond II', 'Diamond'), (15, 'Diamond III', 'Diamond'), (16, 'Champion I', 'Champion'), (17, 'Champion II', 'Champion'), (18, 'Champion III', 'Champion'), (19, 'Grand Champion I', 'Grand Champion'), (20, 'Grand Champion II', 'Grand Champion'), (21, 'Grand Champion III', 'Grand Champion'), (22, 'Supersonic Legend', 'Supersonic Legend')) AS v("ordinal", "name", "tier_group") WHERE t."slug" = 'rocket-league';
--> statement-breakpoint
INSERT INTO "rank_ladders" ("esports_title_id", "name", "season") SELECT "id", 'Overwatch 2 Competitive', 'Season 2026' FROM "esports_titles" WHERE "slug" = 'overwatch';
--> statement-breakpoint
INSERT INTO "rank_tiers" ("ladder_id", "esports_title_id", "ordinal", "name", "tier_group") SELECT l."id", l."esports_title_id", v."ordinal", v."name", v."tier_group" FROM "rank_ladders" l JOIN "esports_titles" t ON t."id" = l."esports_title_id" CROSS JOIN (VALUES (1, 'Bronze 5', 'Bronze'), (2, 'Bronze 4', 'Bronze'), (3, 'Bronze 3', 'Bronze'), (4, 'Bronze 2', 'Bronze'), (5, 'Bronze 1', 'Bronze'), (6, 'Silver 5', 'Silver'), (7, 'Silver 4', 'Silver'), (8, 'Silver 3', 'Silver'), (9, 'Silver 2', 'Silver'), (10, 'Silver 1', 'Silver'), (11, 'Gold 5', 'Gold'), (12, 'Gold 4', 'Gold'), (13, 'Gold 3', 'Gold'), (14, 'Gold 2', 'Gold'), (15, 'Gold 1', 'Gold'), (16, 'Platinum 5', 'Platinum'), (17, 'Platinum 4', 'Platinum'), (18, 'Platinum 3', 'Platinum'), (19, 'Platinum 2', 'Platinum'), (20, 'Platinum 1', 'Platinum'), (21, 'Diamond 5', 'Diamond'), (22, 'Diamond 4', 'Diamond'), (23, 'Diamond 3', 'Diamond'), (24, 'Diamond 2', 'Diamond'), (25, 'Diamond 1', 'Diamond'), (26, 'Master 5', 'Master'), (27, 'Master 4', 'Master'), (28, 'Master 3', 'Master'), (29, 'Master 2', 'Master'), (30, 'Master 1', 'Master'), (31, 'Grandmaster 5', 'Grandmaster'), (32, 'Grandmaster 4', 'Grandmaster'), (33, 'Grandmaster 3', 'Grandmaster'), (34, 'Grandmaster 2', 'Grandmaster'), (35, 'Grandmaster 1', 'Grandmaster'), (36, 'Champion 5', 'Champion'), (37, 'Champion 4', 'Champion'), (38, 'Champion 3', 'Champion'), (39, 'Champion 2', 'Champion'), (40, 'Champion 1', 'Champion'), (41, 'Top 500', 'Top 500')) AS v("ordinal", "name", "tier_group") WHERE t."slug" = 'overwatch';
--> statement-breakpoint
INSERT INTO "rank_ladders" ("esports_title_id", "name", "season") SELECT "id", 'Marvel Rivals Competitive', 'Season 2026' FROM "esports_titles" WHERE "slug" = 'marvel-rivals';
--> statement-breakpoint
INSERT INTO "rank_tiers" ("ladder_id", "esports_title_id", "ordinal", "name", "tier_group") SELECT l."id", l."esports_title_id", v."ordinal", v."name", v."tier_group" FROM "rank_ladders" l JOIN "esports_titles" t ON t."id" = l."esports_title_id" CROSS JOIN (VALUES (1, 'Bronze III', 'Bronze'), (2, 'Bronze II', 'Bronze'), (3, 'Bronze I', 'Bronze'), (4, 'Silver III', 'Silver'), (5, 'Silver II', 'Silver'), (6, 'Silver I', 'Silver'), (7, 'Gold III', 'Gold'), (8, 'Gold II', 'Gold'), (9, 'Gold I', 'Gold'), (10, 'Platinum III', 'Platinum'), (11, 'Platinum II', 'Platinum'), (12, 'Platinum I', 'Platinum'), (13, 'Diamond III', 'Diamond'), (14, 'Diamond II', 'Diamond'), (15, 'Diamond I', 'Diamond'), (16, 'Grandmaster III', 'Grandmaster'), (17, 'Grandmaster II', 'Grandmaster'), (18, 'Grandmaster I', 'Grandmaster'), (19, 'Celestial III', 'Celestial'), (20, 'Celestial II', 'Celestial'), (21, 'Celestial I', 'Celestial'), (22, 'Eternity', 'Eternity'), (23, 'One Above All', 'One Above All')) AS v("ordinal", "name", "tier_group") WHERE t."slug" = 'marvel-rivals';
--> statement-breakpoint
INSERT INTO "rank_ladders" ("esports_title_id", "name", "season") SELECT "id", 'Counter-Strike 2 Competitive skill groups', 'Counter-Strike 2 (2026)' FROM "esports_titles" WHERE "slug" = 'counter-strike';
--> statement-breakpoint
INSERT INTO "rank_tiers" ("ladder_id", "esports_title_id", "ordinal", "name", "tier_group") SELECT l."id", l."esports_title_id", v."ordinal", v."name", v."tier_group" FROM "rank_ladders" l JOIN "esports_titles" t ON t."id" = l."esports_title_id" CROSS JOIN (VALUES (1, 'Silver I', 'Silver'), (2, 'Silver II', 'Silver'), (3, 'Silver III', 'Silver'), (4, 'Silver IV', 'Silver'), (5, 'Silver Elite', 'Silver'), (6, 'Silver Elite Master', 'Silver'), (7, 'Gold Nova I', 'Gold Nova'), (8, 'Gold Nova II', 'Gold Nova'), (9, 'Gold Nova III', 'Gold Nova'), (10, 'Gold Nova Master', 'Gold Nova'), (11, 'Master Guardian I', 'Master Guardian'), (12, 'Master Guardian II', 'Master Guardian'), (13, 'Master Guardian Elite', 'Master Guardian'), (14, 'Distinguished Master Guardian', 'Master Guardian'), (15, 'Legendary Eagle', 'Legendary Eagle'), (16, 'Legendary Eagle Master', 'Legendary Eagle'), (17, 'Supreme Master First Class', 'Supreme'), (18, 'Global Elite', 'Global Elite')) AS v("ordinal", "name", "tier_group") WHERE t."slug" = 'counter-strike';
--> statement-breakpoint
-- Profiles published before onboarding existed count as set up (docs/decisions/019).
UPDATE "user_profiles" SET "setup_completed_at" = "updated_at", "published_at" = "updated_at" WHERE "is_published";
