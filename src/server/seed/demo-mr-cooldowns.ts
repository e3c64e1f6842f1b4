/**
 * Sample rows for the Marvel Rivals cooldown board (/mr/cooldowns,
 * docs/decisions/045). Every value here (ability names, keys, cooldowns,
 * charges) is a SAMPLE to try the board with, not checked against any game
 * patch: each ability row carries isSample = true and the patch
 * DEMO_MR_PATCH, and the board shows both beside every value. Platform staff
 * replace them with checked values (and the real patch) in "Edit data".
 */
import type { MrAbilityInput, MrHeroRole } from '#shared/contracts/mr-cooldowns.ts';

/** The patch of the sample rows: says what they are instead of naming a real game version. */
export const DEMO_MR_PATCH = 'Sample, not checked';

type SampleAbility = Pick<MrAbilityInput, 'name' | 'slot' | 'cooldownSeconds' | 'charges'>;

export const DEMO_MR_HEROES: { name: string; role: MrHeroRole; abilities: SampleAbility[] }[] = [
  {
    name: 'Hulk',
    role: 'vanguard',
    abilities: [
      { name: 'Incredible Leap', slot: 'Shift', cooldownSeconds: 8, charges: null },
      { name: 'Indestructible Guard', slot: 'E', cooldownSeconds: 15, charges: null },
    ],
  },
  {
    name: 'Magneto',
    role: 'vanguard',
    abilities: [
      { name: 'Metallic Curtain', slot: 'Shift', cooldownSeconds: 10, charges: null },
      { name: 'Metal Bulwark', slot: 'E', cooldownSeconds: 12, charges: null },
    ],
  },
  {
    name: 'Iron Man',
    role: 'duelist',
    abilities: [
      { name: 'Hyper-Velocity', slot: 'Shift', cooldownSeconds: 12, charges: null },
      { name: 'Armor Overdrive', slot: 'E', cooldownSeconds: 20, charges: null },
    ],
  },
  {
    name: 'Psylocke',
    role: 'duelist',
    abilities: [
      { name: 'Psychic Stealth', slot: 'Shift', cooldownSeconds: 15, charges: null },
      { name: 'Wing Shurikens', slot: 'E', cooldownSeconds: 6, charges: 2 },
    ],
  },
  {
    name: 'Star-Lord',
    role: 'duelist',
    abilities: [
      { name: 'Rocket Propulsion', slot: 'Shift', cooldownSeconds: 8, charges: 2 },
      { name: 'Blaster Barrage', slot: 'E', cooldownSeconds: 15, charges: null },
    ],
  },
  {
    name: 'Luna Snow',
    role: 'strategist',
    abilities: [
      { name: 'Absolute Zero', slot: 'Right click', cooldownSeconds: 12, charges: null },
      { name: 'Share the Stage', slot: 'E', cooldownSeconds: 1, charges: null },
    ],
  },
  {
    name: 'Mantis',
    role: 'strategist',
    abilities: [
      { name: 'Spore Slumber', slot: 'E', cooldownSeconds: 15, charges: null },
      { name: 'Allied Inspiration', slot: 'Shift', cooldownSeconds: 12, charges: null },
    ],
  },
];
