ALTER TABLE "player_search_rows" ADD COLUMN "has_preferences" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "player_search_rows" ADD COLUMN "pref_states" text[];--> statement-breakpoint
ALTER TABLE "player_search_rows" ADD COLUMN "pref_home_latitude" double precision;--> statement-breakpoint
ALTER TABLE "player_search_rows" ADD COLUMN "pref_home_longitude" double precision;--> statement-breakpoint
ALTER TABLE "player_search_rows" ADD COLUMN "pref_max_distance_miles" integer;--> statement-breakpoint
ALTER TABLE "player_search_rows" ADD COLUMN "pref_sizes" text[];--> statement-breakpoint
ALTER TABLE "player_search_rows" ADD COLUMN "pref_control" text;--> statement-breakpoint
ALTER TABLE "player_search_rows" ADD COLUMN "pref_budget_per_year" integer;--> statement-breakpoint
ALTER TABLE "player_search_rows" ADD COLUMN "pref_needs_scholarship" boolean;--> statement-breakpoint
ALTER TABLE "player_search_rows" ADD COLUMN "pref_levels_sought" text[];--> statement-breakpoint
ALTER TABLE "player_search_rows" ADD COLUMN "pref_hard" text[];--> statement-breakpoint
-- hand-written
-- The player's college preferences a program's match reads, on the recruiter search rows (docs/decisions/030 "The SQL
-- form", 035): the view that defines the rows gains them at its end, in the table's order (has_preferences false and
-- the rest null without a preferences row), and the rows are made again from it. Triggers on player_match_preferences
-- refresh the player's rows like those of migration 0011 (a truncate makes every row again from the view).
CREATE OR REPLACE VIEW "player_search_row_definitions" AS
SELECT g.user_id, g.esports_title_id, up.id AS profile_id,
  row_number() OVER (PARTITION BY g.user_id ORDER BY g.position, g.id) = 1 AS is_main,
  g.current_tier_id, rt.ordinal AS tier_ordinal, g.primary_role, g.secondary_role,
  up.grad_year, up.state, up.updated_at,
  up.is_published, up.visibility, up.deletion_requested_at, up.birth_date, up.guardian_approved_visibility,
  CASE WHEN up.academics_visibility IN ('recruiters', 'public') THEN (up.gpa::float8 * 4) / up.gpa_scale::float8 END AS recruiter_gpa_on_4,
  CASE WHEN up.academics_visibility IN ('recruiters', 'public') THEN up.sat_score END AS recruiter_sat_score,
  CASE WHEN up.academics_visibility IN ('recruiters', 'public') THEN up.act_score END AS recruiter_act_score,
  mp.user_id IS NOT NULL AS has_preferences,
  mp.states AS pref_states, mp.home_latitude AS pref_home_latitude, mp.home_longitude AS pref_home_longitude,
  mp.max_distance_miles AS pref_max_distance_miles, mp.sizes AS pref_sizes, mp.control AS pref_control,
  mp.budget_per_year AS pref_budget_per_year, mp.needs_scholarship AS pref_needs_scholarship,
  mp.levels_sought AS pref_levels_sought, mp.hard AS pref_hard
FROM player_game_profiles g
JOIN user_profiles up ON up.user_id = g.user_id
LEFT JOIN rank_tiers rt ON rt.id = g.current_tier_id
LEFT JOIN player_match_preferences mp ON mp.user_id = g.user_id;--> statement-breakpoint
CREATE FUNCTION search_rows_after_preferences_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM player_search_rows;
  INSERT INTO player_search_rows SELECT * FROM player_search_row_definitions;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_rows_insert AFTER INSERT ON player_match_preferences
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_after_insert();--> statement-breakpoint
CREATE TRIGGER search_rows_update AFTER UPDATE ON player_match_preferences
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_after_update();--> statement-breakpoint
CREATE TRIGGER search_rows_delete AFTER DELETE ON player_match_preferences
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_after_delete();--> statement-breakpoint
CREATE TRIGGER search_rows_truncate AFTER TRUNCATE ON player_match_preferences
  FOR EACH STATEMENT EXECUTE FUNCTION search_rows_after_preferences_truncate();--> statement-breakpoint
DELETE FROM player_search_rows;--> statement-breakpoint
INSERT INTO player_search_rows SELECT * FROM player_search_row_definitions;
