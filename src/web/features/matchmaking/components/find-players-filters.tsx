/**
 * Find players' filters (docs/decisions/047, session 24): the recruiting
 * post (or none: the team itself), the game when the post names none, role,
 * rank range (the game's ladder), class year, region and the overlap with
 * the post's or team's weekly times. Controlled by the URL's query. On
 * phones they fold behind a "Filters" button counting those on (issue 26.4).
 */
import { useState } from 'react';
import { KNOWN_REGIONS, OVERLAP_HOURS_CHOICES, type FindPlayersUrlQuery, type MyManagedTeam } from '#shared/contracts/matchmaking.ts';
import type { RankLadderTitle } from '#shared/contracts/profile-setup.ts';
import { GAME_CATALOG, gameBySlug, type GameSlug } from '#shared/recruiting/game-catalog.ts';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { LabelledSelect } from '#web/components/ui/labelled-select.tsx';
import { TeamSelect } from './team-select.tsx';
import { FiltersDisclosure } from '#web/components/ui/filters-disclosure.tsx';

export const FIND_PLAYERS_FILTER_TEXTS = {
  post: 'Recruiting post',
  noPost: 'No post: match against the team',
  game: 'Game',
  anyGame: 'Any of our games',
  role: 'Role',
  anyRole: 'Any role',
  minRank: 'Lowest rank',
  maxRank: 'Highest rank',
  noMin: 'No minimum',
  noMax: 'No maximum',
  chooseGame: 'Choose a game to filter by rank.',
  classYear: 'Class year',
  classYearHint: 'A year such as 2027',
  region: 'Region',
  anyRegion: 'Any region',
  overlap: 'Overlapping times',
  anyOverlap: 'Any (not filtered)',
  overlapAtLeast: (hours: number) => `At least ${hours} h a week`,
  noTeamTimes: 'Set when the team plays in Team Settings to filter by overlap.',
} as const;

const CLASS_YEAR = /^\d{4}$/;

/** The one game the filters are about: the post's, the Game filter's, or the team's only game. */
export function filterGame(team: MyManagedTeam, query: FindPlayersUrlQuery) {
  const post = team.posts.find((candidate) => candidate.id === query.post);
  const titleId = post?.titleId ?? query.game ?? (team.games.length === 1 ? team.games[0]!.titleId : null);
  return team.games.find((game) => game.titleId === titleId) ?? null;
}

/** The box keeps what is typed; only a full year (or nothing) reaches the URL. */
function ClassYearInput({ value, onYear }: { value: number | undefined; onYear: (year: number | undefined) => void }) {
  const [text, setText] = useState(value ? String(value) : '');
  return (
    <div className="grid gap-1">
      <Label htmlFor="mm-players-class-year">{FIND_PLAYERS_FILTER_TEXTS.classYear}</Label>
      <Input
        id="mm-players-class-year"
        inputMode="numeric"
        maxLength={4}
        placeholder={FIND_PLAYERS_FILTER_TEXTS.classYearHint}
        value={text}
        onChange={(event) => {
          const typed = event.target.value.trim();
          setText(typed);
          if (typed === '' || CLASS_YEAR.test(typed)) onYear(typed ? Number(typed) : undefined);
        }}
      />
    </div>
  );
}

/** How many filters are on (the team and its post are the search's subject, not filters), for the phone's "Filters (n)" (issue 26.4). */
export function activeFindPlayersFilterCount(query: FindPlayersUrlQuery): number {
  return [
    query.game,
    query.roles?.length ? query.roles : undefined,
    query.minTier,
    query.maxTier,
    query.classYears?.length ? query.classYears : undefined,
    query.region,
    query.minOverlapHours,
  ].filter((value) => value !== undefined).length;
}

export function FindPlayersFilters({
  teams,
  team,
  query,
  ladders,
  onQuery,
}: {
  teams: MyManagedTeam[];
  team: MyManagedTeam;
  query: FindPlayersUrlQuery;
  /** GET /api/rank-ladders' titles; undefined while loading or when it failed (the rank filters are then disabled). */
  ladders?: RankLadderTitle[];
  onQuery: (next: FindPlayersUrlQuery) => void;
}) {
  const set = (patch: Partial<FindPlayersUrlQuery>) => onQuery({ ...query, page: 1, ...patch });
  const post = team.posts.find((candidate) => candidate.id === query.post) ?? null;
  const game = filterGame(team, query);
  const catalog = game ? gameBySlug(game.slug as GameSlug) : undefined;
  const teamCatalogs = team.games.map((candidate) => gameBySlug(candidate.slug as GameSlug)).filter((entry) => entry !== undefined);
  const roles = catalog ? catalog.roles : [...new Set((teamCatalogs.length > 0 ? teamCatalogs : GAME_CATALOG).flatMap((entry) => entry.roles))];
  const regions = catalog ? catalog.regions : KNOWN_REGIONS;
  const tiers = game ? ladders?.find((ladder) => ladder.slug === game.slug)?.tiers : undefined;
  const overlapOff = !post && !team.hasWeeklyTimes;

  return (
    <FiltersDisclosure activeCount={activeFindPlayersFilterCount(query)}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TeamSelect id="mm-players-team" teams={teams} value={team.id} onChange={(id) => onQuery({ team: id, post: teams.find((candidate) => candidate.id === id)?.posts[0]?.id, page: 1 })} />
        <LabelledSelect
          id="mm-players-post"
          label={FIND_PLAYERS_FILTER_TEXTS.post}
          value={post?.id ?? ''}
          onChange={(value) => set({ post: value || undefined, game: undefined, roles: undefined, minTier: undefined, maxTier: undefined, region: undefined })}
        >
          <option value="">{FIND_PLAYERS_FILTER_TEXTS.noPost}</option>
          {team.posts.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.title}
            </option>
          ))}
        </LabelledSelect>
        {!post?.titleId && team.games.length > 1 ? (
          <LabelledSelect
            id="mm-players-game"
            label={FIND_PLAYERS_FILTER_TEXTS.game}
            value={query.game ?? ''}
            onChange={(value) => set({ game: value || undefined, roles: undefined, minTier: undefined, maxTier: undefined, region: undefined })}
          >
            <option value="">{FIND_PLAYERS_FILTER_TEXTS.anyGame}</option>
            {team.games.map((candidate) => (
              <option key={candidate.titleId} value={candidate.titleId}>
                {candidate.name}
              </option>
            ))}
          </LabelledSelect>
        ) : null}
        <LabelledSelect id="mm-players-role" label={FIND_PLAYERS_FILTER_TEXTS.role} value={query.roles?.[0] ?? ''} onChange={(value) => set({ roles: value ? [value] : undefined })}>
          <option value="">{FIND_PLAYERS_FILTER_TEXTS.anyRole}</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </LabelledSelect>
        {(['minTier', 'maxTier'] as const).map((key) => (
          <LabelledSelect
            key={key}
            id={`mm-players-${key}`}
            label={key === 'minTier' ? FIND_PLAYERS_FILTER_TEXTS.minRank : FIND_PLAYERS_FILTER_TEXTS.maxRank}
            value={query[key] ?? ''}
            disabled={!tiers}
            describedBy={game ? undefined : 'mm-players-rank-hint'}
            onChange={(value) => set({ [key]: value || undefined })}
          >
            <option value="">{key === 'minTier' ? FIND_PLAYERS_FILTER_TEXTS.noMin : FIND_PLAYERS_FILTER_TEXTS.noMax}</option>
            {(tiers ?? []).map((tier) => (
              <option key={tier.id} value={tier.id}>
                {tier.name}
              </option>
            ))}
          </LabelledSelect>
        ))}
        {/* Keyed by team: choosing another team clears the URL's class year, and the box with it. */}
        <ClassYearInput key={team.id} value={query.classYears?.[0]} onYear={(year) => set({ classYears: year === undefined ? undefined : [year] })} />
        <LabelledSelect id="mm-players-region" label={FIND_PLAYERS_FILTER_TEXTS.region} value={query.region ?? ''} onChange={(value) => set({ region: value || undefined })}>
          <option value="">{FIND_PLAYERS_FILTER_TEXTS.anyRegion}</option>
          {regions.map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect
          id="mm-players-overlap"
          label={FIND_PLAYERS_FILTER_TEXTS.overlap}
          value={query.minOverlapHours ? String(query.minOverlapHours) : ''}
          disabled={overlapOff}
          describedBy={overlapOff ? 'mm-players-overlap-hint' : undefined}
          onChange={(value) => set({ minOverlapHours: value ? Number(value) : undefined })}
          hint={
            overlapOff ? (
              <p id="mm-players-overlap-hint" className="text-xs text-muted-foreground">
                {FIND_PLAYERS_FILTER_TEXTS.noTeamTimes}
              </p>
            ) : null
          }
        >
          <option value="">{FIND_PLAYERS_FILTER_TEXTS.anyOverlap}</option>
          {OVERLAP_HOURS_CHOICES.map((hours) => (
            <option key={hours} value={hours}>
              {FIND_PLAYERS_FILTER_TEXTS.overlapAtLeast(hours)}
            </option>
          ))}
        </LabelledSelect>
        {!game ? (
          <p id="mm-players-rank-hint" className="text-xs text-muted-foreground sm:col-span-2 lg:col-span-4">
            {FIND_PLAYERS_FILTER_TEXTS.chooseGame}
          </p>
        ) : null}
      </div>
    </FiltersDisclosure>
  );
}
