-- Hand-written (docs/decisions/085, issue 27.5): a message is sent in one round trip. send_message runs, in the
-- caller's one-statement transaction, what send-message.ts used to send as six statements (BEGIN, lock, insert,
-- pipeline contact, COMMIT, NOTIFY), in the same order and under the same lock:
-- 1. locks the conversation row (FOR UPDATE) and reads its participants under that lock (joined_at, id order);
--    a sender who is not one of them gets NULL and nothing is written (the route answers 404, the policy's answer);
-- 2. inserts the message, its time never before the previous message's (history order is send order), touches the
--    conversation's activity time and adds one unread for every other participant (one statement, as before);
-- 3. sets the last contact of the pipeline entries the message is contact for (docs/decisions/036): the sender's
--    entries as player where another participant is staff (p_staff_roles) of the entry's college, and the other
--    participants' entries where the sender is;
-- 4. with p_channel (the realtime bus's channel; NULL when the bus delivers in process), notifies message.created
--    to every participant, the sender too, as the bus's notice: {userIds, event}, or the pointer
--    {userIds, messageId, conversationId} when the event does not fit in a NOTIFY payload (under 8000 bytes); at
--    most 100 people per notice, so a team conversation's notice fits too. pg_notify is delivered at commit and
--    never on rollback: the bus's "publish after commit".
-- Each statement of a plpgsql function takes a new snapshot, so the insert sees every message committed before the
-- lock was granted, as the separate statements did. Answers {message, participantIds}, the message as the API
-- shows it (messaging-sql.ts messageSelectSql; a test compares the two).
CREATE FUNCTION send_message(p_conversation_id uuid, p_sender_id text, p_body text, p_staff_roles text[], p_channel text)
RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  people text[];
  others text[];
  message json;
  notice text;
  i int := 1;
  n int;
BEGIN
  SELECT array(SELECT p.user_id FROM conversation_participants p WHERE p.conversation_id = c.id ORDER BY p.joined_at, p.id)
    INTO people
    FROM conversations c WHERE c.id = p_conversation_id
    FOR UPDATE OF c;
  IF people IS NULL OR NOT (p_sender_id = ANY (people)) THEN
    RETURN NULL;
  END IF;

  WITH inserted AS (
    INSERT INTO messages (conversation_id, sender_id, body, created_at)
      VALUES (p_conversation_id, p_sender_id, p_body, greatest(now(), (
        SELECT max(prev.created_at) + interval '1 microsecond' FROM messages prev WHERE prev.conversation_id = p_conversation_id)))
      RETURNING id, conversation_id, sender_id, body, created_at, deleted_at
  ), touched AS (
    UPDATE conversations SET updated_at = now() WHERE id = p_conversation_id
  ), counted AS (
    UPDATE conversation_participants SET unread_count = unread_count + 1
      WHERE conversation_id = p_conversation_id AND user_id <> p_sender_id
  )
  SELECT json_build_object(
      'id', m.id,
      'conversationId', m.conversation_id,
      'senderId', m.sender_id,
      'senderName', coalesce(sup.display_name, sp.full_name, 'Deleted user'),
      'senderAvatarUrl', coalesce(sup.avatar_url, sp.avatar_url),
      'body', CASE WHEN m.deleted_at IS NULL THEN m.body END,
      'createdAt', to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'deletedAt', CASE WHEN m.deleted_at IS NULL THEN NULL ELSE to_char(m.deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END)
    INTO message
    FROM inserted m
    LEFT JOIN profiles sp ON sp.id = m.sender_id
    LEFT JOIN user_profiles sup ON sup.user_id = m.sender_id;

  others := array_remove(people, p_sender_id);
  IF cardinality(others) > 0 THEN
    UPDATE pipeline_entries e SET last_contact_at = now()
      FROM college_programs cp
      WHERE cp.id = e.program_id
        AND ((e.player_user_id = p_sender_id AND EXISTS (SELECT 1 FROM user_roles ur
                WHERE ur.college_id = cp.college_id AND ur.role = ANY (p_staff_roles) AND ur.user_id = ANY (others)))
          OR (e.player_user_id = ANY (others) AND EXISTS (SELECT 1 FROM user_roles ur
                WHERE ur.college_id = cp.college_id AND ur.role = ANY (p_staff_roles) AND ur.user_id = p_sender_id)));
  END IF;

  IF p_channel IS NOT NULL THEN
    n := cardinality(people);
    WHILE i <= n LOOP
      notice := json_build_object(
        'userIds', to_json(people[i:i + 99]),
        'event', json_build_object('type', 'message.created', 'conversationId', p_conversation_id, 'message', message))::text;
      IF octet_length(notice) > 7999 THEN
        notice := json_build_object(
          'userIds', to_json(people[i:i + 99]),
          'messageId', message->>'id',
          'conversationId', p_conversation_id)::text;
      END IF;
      PERFORM pg_notify(p_channel, notice);
      i := i + 100;
    END LOOP;
  END IF;

  RETURN json_build_object('message', message, 'participantIds', to_json(people));
END
$$;
