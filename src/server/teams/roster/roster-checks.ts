/**
 * The checks made before a player or staff row is added, in one statement:
 * the game roster exists, the person is not already on it, and there is
 * room (roster size for players, the bronze staff limit for staff). Run when
 * a manager invites someone (userId null for an invitation by email, so the
 * answer cannot depend on who owns the address) and again when the person
 * accepts, inside the insert's transaction.
 */
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { tierAllows } from '#shared/access/access-rules.ts';
import { BRONZE_STAFF_LIMIT } from '#shared/contracts/teams-roster.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import type { SubscriptionTier } from '#shared/value-sets.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf, liveRosterRow } from '#server/db/sql.ts';
import { activePlayerCount } from '../team-sql.ts';

type Executor = Pick<Database, 'execute'>;

interface Slot {
  teamId: string;
  gameProfileId: string | null;
  /** Null while the person is still to be invited (a new account is on no roster). */
  userId: string | null;
}

const sameRoster = (alias: 'm' | 's', gameProfileId: string | null) =>
  gameProfileId === null ? sql.raw(`${alias}.game_profile_id is null`) : sql`${sql.raw(alias)}.game_profile_id = ${gameProfileId}`;

const gameProfileActive = (slot: Slot) =>
  slot.gameProfileId === null
    ? sql`true`
    : sql`exists (select 1 from team_game_profiles gp where gp.id = ${slot.gameProfileId} and gp.team_id = ${slot.teamId} and gp.is_active)`;

const gameProfileNotFound = () =>
  new AppError('not_found', TEAM_TEXTS.gameProfileNotFound, { gameProfileId: TEAM_TEXTS.gameProfileNotFound });

/** Whether the person can take the slot: free, already on that roster, or no room (roster size or staff limit). */
export type SlotState = 'free' | 'on_roster' | 'no_room';

export async function checkPlayerSlot(db: Executor, slot: Slot): Promise<void> {
  const state = await playerSlotState(db, slot);
  if (state === 'on_roster') throw alreadyAssigned('member');
  if (state === 'no_room') throw new AppError('conflict', TEAM_TEXTS.rosterFull(await maxRosterSize(db, slot.teamId)));
}

export async function checkStaffSlot(db: Executor, slot: Slot): Promise<void> {
  const state = await staffSlotState(db, slot);
  if (state === 'on_roster') throw alreadyAssigned('staff');
  if (state === 'no_room') throw new AppError('forbidden', TEAM_TEXTS.staffLimit(BRONZE_STAFF_LIMIT));
}

async function maxRosterSize(db: Executor, teamId: string): Promise<number> {
  const [row] = await rowsOf<{ max: number }>(db, sql`select max_roster_size as max from teams where id = ${teamId}`);
  return row?.max ?? 0;
}

const ROSTER_TABLES = { m: 'team_members', s: 'team_staff' } as const;

/**
 * The slot's facts in one statement: the game roster is active, the person is
 * on that roster (`onRoster`) or on another of the team's (`onTeam`), and the
 * columns `room` selects from the team `t`. 404 when the team or the game
 * roster is gone.
 */
async function slotRow<Room>(db: Executor, slot: Slot, alias: keyof typeof ROSTER_TABLES, room: SQL): Promise<{ onRoster: boolean; onTeam: boolean } & Room> {
  const userId = slot.userId ?? '';
  const rows = sql.raw(`${ROSTER_TABLES[alias]} ${alias}`);
  const a = sql.raw(alias);
  const [row] = await rowsOf<{ gameProfileFound: boolean; onRoster: boolean; onTeam: boolean } & Room>(
    db,
    sql`select ${gameProfileActive(slot)} as "gameProfileFound",
      exists (select 1 from ${rows} where ${a}.team_id = t.id and ${a}.user_id = ${userId} and ${sameRoster(alias, slot.gameProfileId)} and ${liveRosterRow(alias)}) as "onRoster",
      exists (select 1 from ${rows} where ${a}.team_id = t.id and ${a}.user_id = ${userId} and ${liveRosterRow(alias)}) as "onTeam",
      ${room}
    from teams t where t.id = ${slot.teamId}`,
  );
  if (!row) throw new AppError('not_found', TEAM_TEXTS.teamNotFound);
  if (!row.gameProfileFound) throw gameProfileNotFound();
  return row;
}

/** The player slot; 404 when the team or the game roster is gone. */
export async function playerSlotState(db: Executor, slot: Slot): Promise<SlotState> {
  const row = await slotRow<{ players: number; maxRosterSize: number }>(
    db,
    slot,
    'm',
    sql`${activePlayerCount(sql`t.id`)} as players, t.max_roster_size as "maxRosterSize"`,
  );
  if (row.onRoster) return 'on_roster';
  if (!row.onTeam && row.players >= row.maxRosterSize) return 'no_room';
  return 'free';
}

/** The staff slot; 404 when the team or the game roster is gone. */
export async function staffSlotState(db: Executor, slot: Slot): Promise<SlotState> {
  const row = await slotRow<{ staff: number; tier: SubscriptionTier }>(
    db,
    slot,
    's',
    sql`(select count(distinct s.user_id)::int from team_staff s where s.team_id = t.id and ${liveRosterRow('s')}) as staff, t.subscription_tier as tier`,
  );
  if (row.onRoster) return 'on_roster';
  if (!row.onTeam && !tierAllows(row.tier, 'unlimited_staff') && row.staff >= BRONZE_STAFF_LIMIT) return 'no_room';
  return 'free';
}

/** "Already Assigned" (spec 5); also the answer when the unique index refuses a racing insert. */
export function alreadyAssigned(kind: 'member' | 'staff'): AppError {
  return new AppError('conflict', kind === 'member' ? TEAM_TEXTS.memberAlreadyAssigned : TEAM_TEXTS.staffAlreadyAssigned);
}
