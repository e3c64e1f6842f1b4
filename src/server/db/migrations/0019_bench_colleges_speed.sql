DROP INDEX "college_programs_title_college_idx";--> statement-breakpoint
ALTER TABLE "player_search_rows" ADD COLUMN "recruiter_gpa_on_4" double precision;--> statement-breakpoint
ALTER TABLE "player_search_rows" ADD COLUMN "recruiter_sat_score" integer;--> statement-breakpoint
ALTER TABLE "player_search_rows" ADD COLUMN "recruiter_act_score" integer;--> statement-breakpoint
CREATE INDEX "college_programs_college_filters_idx" ON "college_programs" USING btree ("college_id","scholarship_max","is_recruiting");--> statement-breakpoint
CREATE INDEX "college_programs_title_college_idx" ON "college_programs" USING btree ("esports_title_id","college_id","scholarship_max","is_recruiting");--> statement-breakpoint
-- hand-written
-- The academics a program's match reads, on the recruiter search rows (docs/decisions/035): the view that defines the
-- rows gains the three columns at its end, in the table's order, and the rows are made again from it (the triggers of
-- migration 0011 keep them from then on). GPA on the 4.0 scale as the engine computes it (gpa * 4 / scale, float8),
-- SAT and ACT; each null unless the player shows academics to recruiters.
CREATE OR REPLACE VIEW "player_search_row_definitions" AS
SELECT g.user_id, g.esports_title_id, up.id AS profile_id,
  row_number() OVER (PARTITION BY g.user_id ORDER BY g.position, g.id) = 1 AS is_main,
  g.current_tier_id, rt.ordinal AS tier_ordinal, g.primary_role, g.secondary_role,
  up.grad_year, up.state, up.updated_at,
  up.is_published, up.visibility, up.deletion_requested_at, up.birth_date, up.guardian_approved_visibility,
  CASE WHEN up.academics_visibility IN ('recruiters', 'public') THEN (up.gpa::float8 * 4) / up.gpa_scale::float8 END AS recruiter_gpa_on_4,
  CASE WHEN up.academics_visibility IN ('recruiters', 'public') THEN up.sat_score END AS recruiter_sat_score,
  CASE WHEN up.academics_visibility IN ('recruiters', 'public') THEN up.act_score END AS recruiter_act_score
FROM player_game_profiles g
JOIN user_profiles up ON up.user_id = g.user_id
LEFT JOIN rank_tiers rt ON rt.id = g.current_tier_id;--> statement-breakpoint
DELETE FROM player_search_rows;--> statement-breakpoint
INSERT INTO player_search_rows SELECT * FROM player_search_row_definitions;
