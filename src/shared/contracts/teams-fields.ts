/**
 * Field pieces every teams contract file builds on (teams.ts and the teams-*.ts files of the same split as
 * src/server/teams/): response dates, optional plain text, numbers typed into a form, the weekly grid, the time zone.
 */
import { z } from 'zod';
import { AVAILABILITY_SLOTS } from '../recruiting/game-catalog.ts';
import { isKnownTimeZone } from './profile-setup.ts';
import { isPlainText, plainTextMessage } from './plain-text.ts';

export const isoDateTime = z.iso.datetime({ offset: true });
/** A calendar date, YYYY-MM-DD (responses; inputs use eventDateSchema). */
export const isoDate = z.iso.date('Enter a date as YYYY-MM-DD');
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isPlainText, plainTextMessage(label))
    .nullish()
    .transform((value) => value || null);

/**
 * A JSON number, or numeric text as a form's number input sends it; never a
 * boolean or an object (z.coerce.number alone would turn `true` into 1).
 * Pipe it into z.coerce.number() with the range checks.
 */
export const numberOrNumericText = (message: string) => z.union([z.number(), z.string()], message);

/** Weekly grid cells (AVAILABILITY_SLOTS), duplicates dropped: a recruiting post's and a team's "when we play" (docs/decisions/047). */
export const weeklyAvailabilitySchema = z
  .array(z.enum(AVAILABILITY_SLOTS, 'Pick times from the weekly grid'))
  .max(AVAILABILITY_SLOTS.length, 'Pick times from the weekly grid')
  .transform((list) => [...new Set(list)]);
/** An IANA zone the runtime knows, or null (not set). */
export const timeZoneFieldSchema = z.string('Pick a time zone from the list').refine(isKnownTimeZone, 'Pick a time zone from the list').nullable();
