/** What a list item points at, as the items and memberships routes take it: a player or a college (issue 12.3). */
import type { ListItemType } from '#shared/value-sets.ts';

export type ListTarget = { playerUserId: string } | { collegeId: string };

export const listTargetType = (target: ListTarget): ListItemType => ('collegeId' in target ? 'college' : 'player');

export const listTargetId = (target: ListTarget): string => ('collegeId' in target ? target.collegeId : target.playerUserId);
