ALTER TABLE "team_practices" ADD COLUMN "attending_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_practices" ADD COLUMN "maybe_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_practices" ADD COLUMN "not_attending_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Recounts the answers of the given practices (a few dozen rows each).
CREATE FUNCTION refresh_practice_attendance_counts(practice_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE team_practices p SET
    attending_count = c.attending,
    maybe_count = c.maybe,
    not_attending_count = c.not_attending
  FROM (
    SELECT ids.id,
      count(a.id) FILTER (WHERE a.status = 'attending')::int AS attending,
      count(a.id) FILTER (WHERE a.status = 'maybe')::int AS maybe,
      count(a.id) FILTER (WHERE a.status = 'not_attending')::int AS not_attending
    FROM (SELECT DISTINCT unnest(practice_ids) AS id) ids
    LEFT JOIN team_practice_attendance a ON a.practice_id = ids.id
    GROUP BY ids.id
  ) c
  WHERE p.id = c.id;
$$;--> statement-breakpoint
CREATE FUNCTION team_practice_attendance_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_practice_attendance_counts(ARRAY(SELECT practice_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION team_practice_attendance_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_practice_attendance_counts(ARRAY(SELECT practice_id FROM new_rows UNION SELECT practice_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION team_practice_attendance_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_practice_attendance_counts(ARRAY(SELECT practice_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER team_practice_attendance_counts_insert AFTER INSERT ON team_practice_attendance
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_practice_attendance_counts_after_insert();--> statement-breakpoint
CREATE TRIGGER team_practice_attendance_counts_update AFTER UPDATE ON team_practice_attendance
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION team_practice_attendance_counts_after_update();--> statement-breakpoint
CREATE TRIGGER team_practice_attendance_counts_delete AFTER DELETE ON team_practice_attendance
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION team_practice_attendance_counts_after_delete();--> statement-breakpoint
-- Existing answers.
SELECT refresh_practice_attendance_counts(ARRAY(SELECT DISTINCT practice_id FROM team_practice_attendance));
