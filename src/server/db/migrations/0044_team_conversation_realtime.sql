-- Hand-written (docs/decisions/077, issue 26.6): when the roster changes a team's conversation (docs/decisions/073),
-- the people it touches hear it over the realtime bus, like any other membership change (docs/decisions/011): the
-- people taken out get conversation.removed, everyone in it afterwards (the people added included) gets
-- conversation.updated. pg_notify is delivered when the transaction commits and never if it rolls back, which is
-- the bus's rule "publish after commit"; the payload is the bus's event notice ({userIds, event}), at most 100
-- people per notice so that it stays under PostgreSQL's 8000 bytes.
CREATE FUNCTION notify_conversation_people(p_conversation_id uuid, p_user_ids text[], p_type text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  i int := 1;
  n int := coalesce(cardinality(p_user_ids), 0);
BEGIN
  WHILE i <= n LOOP
    PERFORM pg_notify('realtime', json_build_object(
      'userIds', to_json(p_user_ids[i:i + 99]),
      'event', json_build_object('type', p_type, 'conversationId', p_conversation_id)
    )::text);
    i := i + 100;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_team_conversation(p_team_id uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  conv uuid;
  removed text[];
  added text[];
  everyone text[];
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
  WITH gone AS (
    DELETE FROM conversation_participants cp
      WHERE cp.conversation_id = conv AND cp.user_id NOT IN (SELECT user_id FROM team_conversation_people(p_team_id))
      RETURNING cp.user_id
  ) SELECT array_agg(gone.user_id ORDER BY gone.user_id) INTO removed FROM gone;
  WITH came AS (
    INSERT INTO conversation_participants (conversation_id, user_id, role)
      SELECT conv, people.user_id, 'member' FROM team_conversation_people(p_team_id) people
      ON CONFLICT (conversation_id, user_id) DO NOTHING
      RETURNING user_id
  ) SELECT array_agg(came.user_id ORDER BY came.user_id) INTO added FROM came;
  IF removed IS NULL AND added IS NULL THEN
    RETURN;
  END IF;
  PERFORM notify_conversation_people(conv, removed, 'conversation.removed');
  SELECT array_agg(cp.user_id ORDER BY cp.user_id) INTO everyone FROM conversation_participants cp WHERE cp.conversation_id = conv;
  PERFORM notify_conversation_people(conv, everyone, 'conversation.updated');
END
$$;
