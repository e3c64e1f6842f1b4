import { randomInt } from 'node:crypto';
import { SHORT_LINK_ALPHABET, SHORT_LINK_CODE_LENGTH } from '#shared/recruiting/recruiting-values.ts';

/** A random short-link code: 7 characters of the look-alike-free alphabet, from the system's CSPRNG. */
export function newShortLinkCode(): string {
  let code = '';
  for (let index = 0; index < SHORT_LINK_CODE_LENGTH; index += 1) code += SHORT_LINK_ALPHABET[randomInt(SHORT_LINK_ALPHABET.length)];
  return code;
}
