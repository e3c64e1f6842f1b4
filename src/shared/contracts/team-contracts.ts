/**
 * Gold contract management (spec 6's contract_management, docs/decisions/052):
 * every player's and staff member's contract dates on one list, contracts
 * ending soon highlighted, dates edited after the person was added, and a
 * reminder email to the owner before a contract ends.
 */
import { z } from 'zod';
import { eventDateSchema } from './date-bounds.ts';

/** A contract ending within this many days is highlighted, and the owner is emailed once when it enters the window. */
export const CONTRACT_REMINDER_DAYS = 30;

export const CONTRACT_KINDS = ['player', 'staff'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const CONTRACT_TEXTS = {
  tierRequired: 'Upgrade for Contract Management',
  notFound: 'Contract not found',
  endBeforeStart: 'Contract end must be on or after the start',
} as const;

const isoDate = z.iso.date();

export const teamContractSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** The team_members or team_staff row. */
  id: z.uuid(),
  userId: z.string(),
  /** Null shows as "Unknown User". */
  fullName: z.string().nullable(),
  role: z.string(),
  /** The game roster's title; null for the general roster. */
  rosterName: z.string().nullable(),
  contractStart: isoDate.nullable(),
  contractEnd: isoDate.nullable(),
  /** Ends today or within CONTRACT_REMINDER_DAYS days (UTC). */
  endingSoon: z.boolean(),
  /** Ended before today (UTC). */
  ended: z.boolean(),
});
export type TeamContract = z.infer<typeof teamContractSchema>;

export const teamContractsSchema = z.object({
  reminderDays: z.number().int(),
  contracts: z.array(teamContractSchema),
});
export type TeamContracts = z.infer<typeof teamContractsSchema>;

export const contractParamsSchema = z.object({ teamId: z.uuid(), kind: z.enum(CONTRACT_KINDS), itemId: z.uuid() });

const contractDate = eventDateSchema().nullable();
/** Both dates are sent; null clears one. */
export const updateContractSchema = z
  .object({ contractStart: contractDate, contractEnd: contractDate })
  .refine((value) => !value.contractStart || !value.contractEnd || value.contractEnd >= value.contractStart, {
    message: CONTRACT_TEXTS.endBeforeStart,
    path: ['contractEnd'],
  });
export type UpdateContractInput = z.input<typeof updateContractSchema>;
