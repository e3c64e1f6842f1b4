CREATE TABLE "player_search_rows" (
	"user_id" text NOT NULL,
	"esports_title_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"is_main" boolean NOT NULL,
	"current_tier_id" uuid,
	"tier_ordinal" smallint,
	"primary_role" text,
	"secondary_role" text,
	"grad_year" integer,
	"state" text,
	"updated_at" timestamp with time zone NOT NULL,
	"is_published" boolean NOT NULL,
	"visibility" text NOT NULL,
	"deletion_requested_at" timestamp with time zone,
	"birth_date" date,
	"guardian_approved_visibility" text,
	CONSTRAINT "player_search_rows_pkey" PRIMARY KEY("user_id","esports_title_id")
);
--> statement-breakpoint
CREATE TABLE "profile_search_rows" (
	"profile_id" uuid NOT NULL,
	"user_id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"avatar_url" text,
	"grad_year" integer,
	"state" text,
	"search_text" text NOT NULL,
	"name_key" text NOT NULL,
	"names" text NOT NULL,
	"single_line" boolean NOT NULL,
	"is_published" boolean NOT NULL,
	"visibility" text NOT NULL,
	"deletion_requested_at" timestamp with time zone,
	"birth_date" date,
	"guardian_approved_visibility" text
);
--> statement-breakpoint
DROP INDEX "user_profiles_recruiter_search_idx";--> statement-breakpoint
DROP INDEX "user_profiles_published_updated_idx";--> statement-breakpoint
CREATE INDEX "player_search_rows_game_idx" ON "player_search_rows" USING btree ("esports_title_id","grad_year","state","tier_ordinal") WHERE "player_search_rows"."is_published" AND "player_search_rows"."deletion_requested_at" IS NULL AND "player_search_rows"."visibility" IN ('public', 'recruiters_only');--> statement-breakpoint
CREATE INDEX "player_search_rows_main_idx" ON "player_search_rows" USING btree ("grad_year","state") WHERE "player_search_rows"."is_main" AND "player_search_rows"."is_published" AND "player_search_rows"."deletion_requested_at" IS NULL AND "player_search_rows"."visibility" IN ('public', 'recruiters_only');--> statement-breakpoint
CREATE INDEX "profile_search_rows_text_idx" ON "profile_search_rows" USING gin ("search_text" gin_trgm_ops) WHERE "profile_search_rows"."is_published" AND "profile_search_rows"."deletion_requested_at" IS NULL AND "profile_search_rows"."visibility" = 'public';--> statement-breakpoint
-- The search rows (docs/decisions/023), kept here and nowhere else. What a player's rows should be is one view per
-- table (its columns are the table's, in order); the triggers below recompute a player's rows from them whenever the
-- profile, the game profiles or a tier's ordinal change. The app never writes these tables.
-- The recruiter search's: one per game profile, with the profile facts its filters, sorts and visibility rule read.
CREATE VIEW "player_search_row_definitions" AS
SELECT g.user_id, g.esports_title_id, up.id AS profile_id,
  row_number() OVER (PARTITION BY g.user_id ORDER BY g.position, g.id) = 1 AS is_main,
  g.current_tier_id, rt.ordinal AS tier_ordinal, g.primary_role, g.secondary_role,
  up.grad_year, up.state, up.updated_at,
  up.is_published, up.visibility, up.deletion_requested_at, up.birth_date, up.guardian_approved_visibility
FROM player_game_profiles g
JOIN user_profiles up ON up.user_id = g.user_id
LEFT JOIN rank_tiers rt ON rt.id = g.current_tier_id;--> statement-breakpoint
-- The header search's: one per profile, with its four searched fields also as one lowercased text, a line each (the
-- search text cannot match across two fields unless it holds a line break itself).
CREATE VIEW "profile_search_row_definitions" AS
SELECT up.id AS profile_id, up.user_id, up.slug, up.display_name, up.first_name, up.last_name, up.avatar_url,
  up.grad_year, up.state,
  lower(up.display_name || E'\n' || up.slug || E'\n' || coalesce(up.first_name, '') || E'\n' || coalesce(up.last_name, '')) AS search_text,
  lower(up.display_name) AS name_key, concat_ws(' ', up.first_name, up.last_name) AS names,
  strpos(up.display_name || up.slug || coalesce(up.first_name, '') || coalesce(up.last_name, ''), E'\n') = 0 AS single_line,
  up.is_published, up.visibility, up.deletion_requested_at, up.birth_date, up.guardian_approved_visibility
FROM user_profiles up;--> statement-breakpoint
-- Replaces the given players' rows by their definitions (the profile's row only when user_profiles changed). The lock
-- on each player's profile row makes two transactions that change the same player (the profile in one, a game in the
-- other) refresh one after the other, the second seeing the first's rows, instead of both inserting from their own
-- snapshot. (A change to user_profiles holds that lock already.)
CREATE FUNCTION refresh_search_rows(changed_table text, user_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM user_profiles WHERE user_id = ANY(user_ids) ORDER BY user_id FOR NO KEY UPDATE;
  DELETE FROM player_search_rows WHERE user_id = ANY(user_ids);
  INSERT INTO player_search_rows SELECT * FROM player_search_row_definitions WHERE user_id = ANY(user_ids);
  IF changed_table = 'user_profiles' THEN
    DELETE FROM profile_search_rows WHERE user_id = ANY(user_ids);
    INSERT INTO profile_search_rows SELECT * FROM profile_search_row_definitions WHERE user_id = ANY(user_ids);
  END IF;
END $$;--> statement-breakpoint
-- Statement triggers on user_profiles and player_game_profiles (both have user_id): the players of the changed rows.
CREATE FUNCTION search_rows_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_search_rows(TG_TABLE_NAME, ARRAY(SELECT DISTINCT user_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_rows_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_search_rows(TG_TABLE_NAME, ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_rows_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_search_rows(TG_TABLE_NAME, ARRAY(SELECT DISTINCT user_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_rows_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM player_search_rows;
  IF TG_TABLE_NAME = 'user_profiles' THEN
    DELETE FROM profile_search_rows;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A tier whose ordinal changes (the ladders are reference data): the players ranked at it.
CREATE FUNCTION search_rows_after_tier_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_search_rows(TG_TABLE_NAME, ARRAY(
    SELECT DISTINCT g.user_id FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN player_game_profiles g ON g.esports_title_id = n.esports_title_id AND g.current_tier_id = n.id
    WHERE o.ordinal IS DISTINCT FROM n.ordinal));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_rows_insert AFTER INSERT ON user_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_after_insert();--> statement-breakpoint
CREATE TRIGGER search_rows_update AFTER UPDATE ON user_profiles
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_after_update();--> statement-breakpoint
CREATE TRIGGER search_rows_delete AFTER DELETE ON user_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_after_delete();--> statement-breakpoint
CREATE TRIGGER search_rows_truncate AFTER TRUNCATE ON user_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION search_rows_after_truncate();--> statement-breakpoint
CREATE TRIGGER search_rows_insert AFTER INSERT ON player_game_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_after_insert();--> statement-breakpoint
CREATE TRIGGER search_rows_update AFTER UPDATE ON player_game_profiles
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_after_update();--> statement-breakpoint
CREATE TRIGGER search_rows_delete AFTER DELETE ON player_game_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_after_delete();--> statement-breakpoint
CREATE TRIGGER search_rows_truncate AFTER TRUNCATE ON player_game_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION search_rows_after_truncate();--> statement-breakpoint
CREATE TRIGGER search_rows_tier_update AFTER UPDATE ON rank_tiers
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_after_tier_update();--> statement-breakpoint
-- The rows of existing profiles and players.
INSERT INTO profile_search_rows SELECT * FROM profile_search_row_definitions;--> statement-breakpoint
INSERT INTO player_search_rows SELECT * FROM player_search_row_definitions;
