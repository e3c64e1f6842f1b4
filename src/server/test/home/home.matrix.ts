/**
 * Who may open the signed-in home (docs/decisions/055, 068; run by
 * home.api.test.ts): everyone signed in gets their own home, with the
 * sections of their roles; signed out, 401. What each home holds is
 * tested per role beside it.
 */
import { expect } from 'vitest';
import type { HomeResponse, HomeSection } from '#shared/contracts/home.ts';
import { defineAccessMatrix, type Outcome } from '#server/test/access-matrix.ts';

export type HomeCaller = 'anonymous' | 'stranger' | 'minor' | 'guardian' | 'team_member' | 'team_owner' | 'college_admin' | 'yes_admin';

/** A 200 whose sections are `sections`, in that order. */
const home = (sections: HomeSection[]): Outcome<HomeCaller> => ({
  status: 200,
  check: (response) => expect(response.json<HomeResponse>().sections).toEqual(sections),
});

export const homeAccessMatrix = defineAccessMatrix<HomeCaller>({
  module: 'src/server/test/home/home.matrix.ts',
  entries: [
    {
      route: 'GET /api/home',
      expect: {
        anonymous: 401,
        stranger: home(['player']),
        minor: home(['player']),
        guardian: home(['guardian']),
        team_member: home(['teams', 'player']),
        team_owner: home(['teams']),
        college_admin: home(['college']),
        yes_admin: home(['player']),
      },
    },
  ],
});
