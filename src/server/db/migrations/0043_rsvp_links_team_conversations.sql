CREATE TABLE "team_practice_rsvp_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"recipient_user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_practice_rsvp_links_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_type_check";--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_max_participants_check";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "team_practice_rsvp_links" ADD CONSTRAINT "team_practice_rsvp_links_practice_id_team_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."team_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_practice_rsvp_links" ADD CONSTRAINT "team_practice_rsvp_links_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_practice_rsvp_links" ADD CONSTRAINT "team_practice_rsvp_links_recipient_user_id_profiles_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_practice_rsvp_links_practice_user_idx" ON "team_practice_rsvp_links" USING btree ("practice_id","user_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_team_key" UNIQUE("team_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_team_check" CHECK (("conversations"."type" = 'team') = ("conversations"."team_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_type_check" CHECK ("conversations"."type" IN ('dm', 'group', 'team'));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_max_participants_check" CHECK ("conversations"."type" = 'team' OR "conversations"."max_participants" BETWEEN 2 AND 7);--> statement-breakpoint
-- Hand-written (docs/decisions/073): a team's conversation follows its roster. Its participants are the people who
-- may message each other as teammates (messaging/reachability-sql.ts): the active players and staff whose game roster,
-- if any, is active, and the owner; nobody while the team is archived. The conversation is made when the team first
-- has two such people, titled with the team's name, and kept when it empties (its history stays).
CREATE FUNCTION team_conversation_people(p_team_id uuid) RETURNS TABLE (user_id text) LANGUAGE sql STABLE AS $$
  select p.user_id from (
    select m.user_id from team_members m left join team_game_profiles gp on gp.id = m.game_profile_id
      where m.team_id = p_team_id and m.is_active and (m.game_profile_id is null or gp.is_active)
    union select s.user_id from team_staff s left join team_game_profiles gp on gp.id = s.game_profile_id
      where s.team_id = p_team_id and s.is_active and (s.game_profile_id is null or gp.is_active)
    union select t.owner_user_id from teams t where t.id = p_team_id and t.owner_user_id is not null
  ) p
  join teams live on live.id = p_team_id and live.archived_at is null
  join profiles pr on pr.id = p.user_id
$$;--> statement-breakpoint
CREATE FUNCTION sync_team_conversation(p_team_id uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  conv uuid;
BEGIN
  SELECT id INTO conv FROM conversations WHERE team_id = p_team_id;
  IF conv IS NULL THEN
    IF (SELECT count(*) FROM team_conversation_people(p_team_id)) < 2 THEN
      RETURN;
    END IF;
    INSERT INTO conversations (title, type, team_id, created_by, max_participants)
      SELECT t.name, 'team', t.id, t.owner_user_id, 1000 FROM teams t WHERE t.id = p_team_id
      ON CONFLICT (team_id) DO NOTHING
      RETURNING id INTO conv;
    IF conv IS NULL THEN
      SELECT id INTO conv FROM conversations WHERE team_id = p_team_id;
    END IF;
    IF conv IS NULL THEN
      RETURN;
    END IF;
  END IF;
  DELETE FROM conversation_participants cp
    WHERE cp.conversation_id = conv AND cp.user_id NOT IN (SELECT user_id FROM team_conversation_people(p_team_id));
  INSERT INTO conversation_participants (conversation_id, user_id, role)
    SELECT conv, people.user_id, 'member' FROM team_conversation_people(p_team_id) people
    ON CONFLICT (conversation_id, user_id) DO NOTHING;
END
$$;--> statement-breakpoint
CREATE FUNCTION team_conversation_roster_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND NEW.team_id IS DISTINCT FROM OLD.team_id) THEN
    PERFORM sync_team_conversation(OLD.team_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM sync_team_conversation(NEW.team_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER team_conversation_members AFTER INSERT OR DELETE OR UPDATE OF is_active, user_id, team_id, game_profile_id ON team_members
  FOR EACH ROW EXECUTE FUNCTION team_conversation_roster_changed();--> statement-breakpoint
CREATE TRIGGER team_conversation_staff AFTER INSERT OR DELETE OR UPDATE OF is_active, user_id, team_id, game_profile_id ON team_staff
  FOR EACH ROW EXECUTE FUNCTION team_conversation_roster_changed();--> statement-breakpoint
CREATE TRIGGER team_conversation_game_profiles AFTER UPDATE OF is_active OR DELETE ON team_game_profiles
  FOR EACH ROW EXECUTE FUNCTION team_conversation_roster_changed();--> statement-breakpoint
CREATE FUNCTION team_conversation_team_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE conversations SET title = NEW.name WHERE team_id = NEW.id;
  END IF;
  PERFORM sync_team_conversation(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER team_conversation_team AFTER INSERT OR UPDATE OF owner_user_id, archived_at, name ON teams
  FOR EACH ROW EXECUTE FUNCTION team_conversation_team_changed();--> statement-breakpoint
-- Every team there is now.
SELECT sync_team_conversation(t.id) FROM teams t;
