/**
 * Bulk data for `npm run bench:inbox` (bench/messaging-inbox.ts): one user
 * (the viewer) in 500 conversations holding 200,000 messages, written with
 * INSERT ... SELECT generate_series in one transaction, so it takes seconds.
 *
 * - 1,500 other users (profiles + user_profiles, a third with an avatar).
 * - Conversations: 3 in 5 direct (the viewer and one other, every pair
 *   distinct), 2 in 5 groups of 3 to 7 people (up to the group limit),
 *   most titled; a tenth starred by the viewer. The viewer created half.
 * - Messages: spread unevenly over 490 conversations (from about 180 to
 *   about 12,000 each); the last 10 are new and empty. Each conversation is
 *   active over its own window of up to a year ending at its last activity
 *   (recent for most), senders drawn from its participants, bodies of 20
 *   to 200 characters; 1 in 37 deleted. Inserted in time order, as a live
 *   database receives them.
 * - Read receipts: every participant has read every message from others
 *   except the newest `tail` of the conversation; the viewer's tail is 0 in
 *   65% of conversations, 1-5 in 20%, 6-40 in 10%, 41-300 in 5%; other
 *   people's: 0 in half, 1-20 in 40%, none read in 10%.
 * - conversations.updated_at = its latest message; then ONE recount UPDATE
 *   sets every conversation_participants.unread_count to the true count
 *   (messages from others, not deleted, without a receipt of that user),
 *   the definition the services keep (docs/decisions/011).
 *
 * Random choices use setseed(), so a run on PGlite and one on PostgreSQL
 * hold the same shape. BENCH_VERBOSE=1 prints the time of each statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';

export const INBOX_TARGET = {
  conversations: 500,
  messages: 200_000,
  otherUsers: 1_500,
} as const;

/** Conversations just created, with no message yet (the inbox shows them without a preview). */
const EMPTY_CONVERSATIONS = 10;

/** Numbers go into the text (not as parameters) so PostgreSQL knows their type, e.g. in generate_series. */
const num = (value: number) => sql.raw(String(Math.trunc(value)));

async function exec(db: Database, statement: SQL) {
  const started = performance.now();
  await db.execute(statement);
  if (process.env.BENCH_VERBOSE) {
    const text = new PgDialect().sqlToQuery(statement).sql.replace(/\s+/g, ' ').slice(0, 70);
    console.log(`  ${(performance.now() - started).toFixed(0).padStart(6)} ms  ${text}`);
  }
}

/**
 * Seeds everything in one transaction (foreign-key triggers off: the rows
 * are consistent by construction), then VACUUM ANALYZE as a live database's
 * autovacuum would have.
 */
export async function seedInboxData(db: Database, viewerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await seedRows(tx as unknown as Database, viewerId);
  });
  await exec(db, sql`vacuum analyze`);
}

async function seedRows(db: Database, viewerId: string): Promise<void> {
  const viewer = sql`${viewerId}::text`;
  const { conversations, messages, otherUsers } = INBOX_TARGET;
  const busy = conversations - EMPTY_CONVERSATIONS;
  await exec(db, sql`select setseed(0.42)`);

  await exec(
    db,
    sql`insert into profiles (id, email, full_name, avatar_url, email_verified)
        select 'bench-user-' || n, 'bench-user-' || n || '@example.com', 'Bench User ' || n,
               case when n % 3 = 0 then 'https://example.com/avatars/' || n || '.png' end, true
        from generate_series(1, ${num(otherUsers)}) n`,
  );
  await exec(
    db,
    sql`insert into user_profiles (user_id, slug, display_name, avatar_url, is_published, visibility)
        select 'bench-user-' || n, 'bench-user-' || n, 'Bench User ' || n,
               case when n % 3 = 0 then 'https://example.com/avatars/' || n || '.png' end, true, 'public'
        from generate_series(1, ${num(otherUsers)}) n`,
  );

  // One row per conversation: its people (the viewer first) and its window of activity.
  await exec(
    db,
    sql`create temporary table bench_conversation on commit drop as
        select c, gen_random_uuid() as id,
               case when c % 5 < 3 then 'dm' else 'group' end as type,
               case when c % 5 < 3 then null when c % 4 = 0 then null else 'Squad ' || c end as title,
               array[${viewer}] || case
                 when c % 5 < 3 then array['bench-user-' || (1 + (c * 7) % ${num(otherUsers)})]
                 else array(select 'bench-user-' || (1 + (c * 13 + k * 101) % ${num(otherUsers)})
                            from generate_series(1, 2 + (c / 5) % 5) k order by k)
               end as members,
               -- Last activity: within days for most, up to a year back for a few.
               now() - power(random(), 3) * interval '365 days' as ends_at,
               -- The last ones are new and still empty.
               case when c > ${num(conversations - EMPTY_CONVERSATIONS)} then interval '0'
                    else interval '1 day' + random() * interval '365 days' end as span
        from generate_series(1, ${num(conversations)}) c`,
  );
  await exec(
    db,
    sql`insert into conversations (id, title, type, created_by, max_participants, created_at, updated_at)
        select id, title, type, case when c % 2 = 0 then ${viewer} else members[2] end,
               case when type = 'dm' then 2 else 7 end, ends_at - span, ends_at
        from bench_conversation`,
  );
  await exec(
    db,
    sql`insert into conversation_participants (conversation_id, user_id, role, is_starred, joined_at)
        select b.id, m.user_id,
               case when m.user_id = (case when b.c % 2 = 0 then ${viewer} else b.members[2] end) then 'admin' else 'member' end,
               m.user_id = ${viewer} and b.c % 10 = 0, b.ends_at - b.span
        from bench_conversation b cross join lateral unnest(b.members) as m(user_id)`,
  );

  // Messages: the conversation index is skewed towards low numbers (busy ones), the time uniform in its window.
  await exec(
    db,
    sql`insert into messages (conversation_id, sender_id, body, created_at, deleted_at)
        select b.id, b.members[1 + floor(x.who * array_length(b.members, 1))::int],
               left('Message ' || x.i || ': ' || repeat('gg wp, scrims at eight? ', 1 + x.i % 8), 20 + x.i % 181),
               b.ends_at - x.at * b.span,
               case when x.i % 37 = 0 then b.ends_at - x.at * b.span + interval '2 minutes' end
        from (
          select i, 1 + least(${num(busy - 1)}, floor(${num(busy)} * power(random(), 2.2)))::int as c,
                 random() as who, random() as at
          from generate_series(1, ${num(messages)}) i
        ) x
        join bench_conversation b on b.c = x.c
        order by 4`,
  );
  await exec(
    db,
    sql`update conversations c set updated_at = m.latest
        from (select conversation_id, max(created_at) as latest from messages group by conversation_id) m
        where m.conversation_id = c.id`,
  );

  // How many of the newest messages each participant has not read.
  await exec(
    db,
    sql`create temporary table bench_reader on commit drop as
        select p.conversation_id, p.user_id,
               case
                 when p.user_id = ${viewer} then
                   case when r < 0.65 then 0 when r < 0.85 then 1 + floor(r * 1000)::int % 5
                        when r < 0.95 then 6 + floor(r * 1000)::int % 35 else 41 + floor(r * 1000)::int % 260 end
                 else case when r < 0.5 then 0 when r < 0.9 then 1 + floor(r * 1000)::int % 20 else 1000000 end
               end as tail
        from (select conversation_id, user_id, random() as r from conversation_participants) p`,
  );
  await exec(
    db,
    sql`insert into message_read_receipts (message_id, user_id, read_at)
        select m.id, r.user_id, least(now(), m.created_at + interval '5 minutes')
        from (
          select id, conversation_id, sender_id, created_at,
                 row_number() over (partition by conversation_id order by created_at desc, id desc) as from_newest
          from messages
        ) m
        join bench_reader r on r.conversation_id = m.conversation_id
        where m.from_newest > r.tail and m.sender_id is distinct from r.user_id
        order by m.created_at`,
  );

  // The stored unread counts: one recount of the definition.
  await exec(
    db,
    sql`update conversation_participants p set unread_count = (
          select count(*)::int from messages m
          where m.conversation_id = p.conversation_id and m.deleted_at is null
            and m.sender_id is distinct from p.user_id
            and not exists (select 1 from message_read_receipts r where r.message_id = m.id and r.user_id = p.user_id)
        )`,
  );
}

/** What was seeded, to check it before measuring. */
export async function countInboxRows(db: Database, viewerId: string): Promise<InboxRows> {
  const result = await db.execute(
    sql`select
          (select count(*)::int from conversation_participants where user_id = ${viewerId}) as conversations,
          (select count(*)::int from messages m join conversation_participants p on p.conversation_id = m.conversation_id and p.user_id = ${viewerId}) as messages,
          (select count(*)::int from messages where deleted_at is not null) as deleted,
          (select count(*)::int from message_read_receipts) as receipts,
          (select count(*)::int from conversations where type = 'group') as groups,
          (select count(*)::int from conversation_participants where user_id = ${viewerId} and unread_count > 0) as "withUnread",
          (select coalesce(sum(unread_count), 0)::int from conversation_participants where user_id = ${viewerId}) as "unreadTotal",
          (select count(*)::int from conversations c where not exists (select 1 from messages m where m.conversation_id = c.id)) as "withoutMessages"`,
  );
  return (result as unknown as { rows: InboxRows[] }).rows[0]!;
}

export interface InboxRows {
  conversations: number;
  messages: number;
  deleted: number;
  receipts: number;
  groups: number;
  withUnread: number;
  unreadTotal: number;
  withoutMessages: number;
}
