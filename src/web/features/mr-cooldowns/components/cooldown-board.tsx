/**
 * The cooldown board (/mr/cooldowns, docs/decisions/045): heroes picked for
 * both teams, one button per ability that starts (or restarts) its timer on
 * a tap or its key, a countdown computed from the clock, a cue near and at
 * readiness, and a polite live region that says when an ability is ready.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MR_HERO_ROLES, MR_HERO_ROLE_LABELS, MR_LIMITS, type MrHero } from '#shared/contracts/mr-cooldowns.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { BOARD_TEAMS, TEAM_LABELS, loadPicks, savePicks, type BoardPicks, type BoardTeam } from '../board-picks.ts';
import {
  SHORTCUT_KEYS,
  isRunning,
  newTimer,
  recordUse,
  stopTimer,
  timerEvents,
  timerState,
  type AbilityTimer,
  type TimerState,
} from '../cooldown-timer.ts';
import { createBrowserReadinessAlerts, type ReadinessAlerts } from '../readiness-alerts.ts';
import { AbilityTimerButton } from './ability-timer-button.tsx';
import { SampleDataNotice, HeroPatchLabel } from './sample-data-labels.tsx';

export const COOLDOWN_BOARD_TEXTS = {
  noHeroesPicked: 'Pick heroes for a team to see their cooldowns.',
  keyboardHelp: 'Press the key shown on an ability to start its timer; Shift and the key stops it.',
  stopAll: 'Stop all timers',
} as const;

/** Where the board's timers are on the page: one per team, hero and ability. */
const timerKey = (team: BoardTeam, heroId: string, abilityId: string) => `${team}:${heroId}:${abilityId}`;

const TICK_MS = 100;

export interface CooldownBoardProps {
  heroes: MrHero[];
  /** The clock the timers read (ms); monotonic by default. Tests pass their own. */
  now?: () => number;
  alerts?: ReadinessAlerts;
}

const monotonicNow = () => performance.now();

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function CooldownBoard({ heroes, now = monotonicNow, alerts: givenAlerts }: CooldownBoardProps) {
  const alerts = useMemo(() => givenAlerts ?? createBrowserReadinessAlerts(), [givenAlerts]);
  const heroById = useMemo(() => new Map(heroes.map((hero) => [hero.id, hero])), [heroes]);
  const [picks, setPicks] = useState<BoardPicks>(() => loadPicks(new Set(heroes.map((hero) => hero.id))));
  const [timers, setTimers] = useState<Record<string, AbilityTimer>>({});
  const [clock, setClock] = useState(() => now());
  const [sound, setSound] = useState(true);
  const [vibrate, setVibrate] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const timersRef = useRef(timers);
  const lastStates = useRef(new Map<string, TimerState>());
  const cueOptions = useRef({ sound, vibrate });

  useEffect(() => {
    cueOptions.current = { sound, vibrate };
  }, [sound, vibrate]);
  useEffect(() => savePicks(picks), [picks]);

  /** The abilities on the board, in board order, each with its shortcut (the first 36). */
  const slots = useMemo(() => {
    const list: { key: string; team: BoardTeam; hero: MrHero; abilityIndex: number; shortcut: string | null }[] = [];
    for (const team of BOARD_TEAMS) {
      for (const heroId of picks[team]) {
        const hero = heroById.get(heroId);
        if (!hero) continue;
        hero.abilities.forEach((ability, abilityIndex) => {
          list.push({ key: timerKey(team, hero.id, ability.id), team, hero, abilityIndex, shortcut: SHORTCUT_KEYS[list.length] ?? null });
        });
      }
    }
    return list;
  }, [picks, heroById]);
  const slotByKey = useMemo(() => new Map(slots.map((slot) => [slot.key, slot])), [slots]);

  const labelOf = useCallback(
    (key: string) => {
      const slot = slotByKey.get(key);
      if (!slot) return '';
      return `${slot.hero.name} ${slot.hero.abilities[slot.abilityIndex]!.name}`;
    },
    [slotByKey],
  );

  /** Reads every timer at the clock: fires cues and announcements for what changed since the last look. */
  const look = useCallback(() => {
    const time = now();
    const ready: string[] = [];
    for (const [key, timer] of Object.entries(timersRef.current)) {
      const next = timerState(timer, time);
      const previous = lastStates.current.get(key);
      if (previous) {
        for (const event of timerEvents(previous, next)) {
          alerts.play(event, cueOptions.current);
          if (event === 'ready') ready.push(`${labelOf(key)} ready`);
        }
      }
      lastStates.current.set(key, next);
    }
    if (ready.length > 0) setAnnouncement(ready.join('. '));
    setClock(time);
  }, [now, alerts, labelOf]);

  const applyTimers = useCallback((next: Record<string, AbilityTimer>, changedKey: string) => {
    timersRef.current = next;
    setTimers(next);
    const timer = next[changedKey];
    if (timer) lastStates.current.set(changedKey, timerState(timer, now()));
    else lastStates.current.delete(changedKey);
    setClock(now());
  }, [now]);

  const startTimer = useCallback(
    (key: string) => {
      const slot = slotByKey.get(key);
      if (!slot) return;
      alerts.prime();
      const ability = slot.hero.abilities[slot.abilityIndex]!;
      const current = timersRef.current[key] ?? newTimer(ability.cooldownSeconds, ability.charges);
      applyTimers({ ...timersRef.current, [key]: recordUse(current, now()) }, key);
    },
    [slotByKey, alerts, applyTimers, now],
  );

  const stop = useCallback(
    (key: string) => {
      const current = timersRef.current[key];
      if (!current) return;
      applyTimers({ ...timersRef.current, [key]: stopTimer(current) }, key);
    },
    [applyTimers],
  );

  const stopAll = () => {
    const next = Object.fromEntries(Object.entries(timersRef.current).map(([key, timer]) => [key, stopTimer(timer)]));
    timersRef.current = next;
    lastStates.current.clear();
    setTimers(next);
    setClock(now());
  };

  const anyRunning = Object.values(timers).some((timer) => isRunning(timer, clock));

  useEffect(() => {
    if (!anyRunning) return;
    const interval = window.setInterval(look, TICK_MS);
    // A tab coming back to the front looks at once instead of waiting for its next (throttled) tick.
    const onVisible = () => {
      if (document.visibilityState === 'visible') look();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [anyRunning, look]);

  useEffect(() => {
    const byShortcut = new Map(slots.filter((slot) => slot.shortcut).map((slot) => [slot.shortcut!, slot.key]));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || isTypingTarget(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const digit = /^Digit(\d)$/.exec(event.code)?.[1];
      const pressed = event.shiftKey && digit ? digit : event.key.toLowerCase();
      const key = byShortcut.get(pressed);
      if (!key) return;
      event.preventDefault();
      if (event.shiftKey) stop(key);
      else startTimer(key);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [slots, startTimer, stop]);

  const addHero = (team: BoardTeam, heroId: string) => {
    if (!heroById.has(heroId)) return;
    setPicks((current) =>
      current[team].includes(heroId) || current[team].length >= MR_LIMITS.teamSize ? current : { ...current, [team]: [...current[team], heroId] },
    );
  };

  const removeHero = (team: BoardTeam, heroId: string) => {
    setPicks((current) => ({ ...current, [team]: current[team].filter((id) => id !== heroId) }));
    const prefix = `${team}:${heroId}:`;
    const next = Object.fromEntries(Object.entries(timersRef.current).filter(([key]) => !key.startsWith(prefix)));
    for (const key of lastStates.current.keys()) if (key.startsWith(prefix)) lastStates.current.delete(key);
    timersRef.current = next;
    setTimers(next);
  };

  const pickedHeroes = BOARD_TEAMS.flatMap((team) => picks[team].map((id) => heroById.get(id)).filter((hero): hero is MrHero => Boolean(hero)));

  return (
    <div className="grid gap-6">
      <SampleDataNotice heroes={pickedHeroes.length > 0 ? pickedHeroes : heroes} />

      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl border bg-card px-4 py-3 text-sm">
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-5 accent-primary" checked={sound} onChange={(event) => setSound(event.target.checked)} />
          Sound near ready
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-5 accent-primary" checked={vibrate} onChange={(event) => setVibrate(event.target.checked)} />
          Vibrate near ready
        </label>
        <Button variant="outline" className="min-h-11" onClick={stopAll} disabled={!anyRunning}>
          {COOLDOWN_BOARD_TEXTS.stopAll}
        </Button>
        <p className="hidden text-muted-foreground sm:block">{COOLDOWN_BOARD_TEXTS.keyboardHelp}</p>
      </div>

      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        {BOARD_TEAMS.map((team) => {
          const teamHeroes = picks[team].map((id) => heroById.get(id)).filter((hero): hero is MrHero => Boolean(hero));
          const available = heroes.filter((hero) => !picks[team].includes(hero.id));
          const isFull = picks[team].length >= MR_LIMITS.teamSize;
          const selectId = `mr-add-${team}`;
          return (
            <section key={team} aria-labelledby={`mr-team-${team}`} className="grid content-start gap-3">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <h2 id={`mr-team-${team}`} className="text-xl font-semibold">
                  {TEAM_LABELS[team]}{' '}
                  <span className="text-base font-normal text-muted-foreground">
                    ({teamHeroes.length}/{MR_LIMITS.teamSize})
                  </span>
                </h2>
                <div className="grid w-full gap-1 sm:w-64">
                  <Label htmlFor={selectId}>Add a hero to {TEAM_LABELS[team].toLowerCase()}</Label>
                  <NativeSelect
                    id={selectId}
                    className="min-h-11"
                    value=""
                    disabled={isFull}
                    onChange={(event) => addHero(team, event.target.value)}
                  >
                    <option value="">{isFull ? 'Team is full (6 heroes)' : 'Choose a hero'}</option>
                    {MR_HERO_ROLES.map((role) => {
                      const ofRole = available.filter((hero) => hero.role === role);
                      return ofRole.length === 0 ? null : (
                        <optgroup key={role} label={MR_HERO_ROLE_LABELS[role]}>
                          {ofRole.map((hero) => (
                            <option key={hero.id} value={hero.id}>
                              {hero.name}
                            </option>
                          ))}
                        </optgroup>
                      );
                    })}
                  </NativeSelect>
                </div>
              </div>
              {teamHeroes.length === 0 ? (
                <p className="rounded-xl border border-dashed px-4 py-8 text-center text-muted-foreground">{COOLDOWN_BOARD_TEXTS.noHeroesPicked}</p>
              ) : (
                <ul className="grid gap-3">
                  {teamHeroes.map((hero) => (
                    <li key={hero.id} className="grid gap-3 rounded-xl border bg-card p-3">
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <div className="grid gap-1">
                          <h3 className="text-lg font-semibold">
                            {hero.name} <span className="text-sm font-normal text-muted-foreground">{MR_HERO_ROLE_LABELS[hero.role]}</span>
                          </h3>
                          <HeroPatchLabel hero={hero} />
                        </div>
                        <Button variant="ghost" className="min-h-11" onClick={() => removeHero(team, hero.id)} aria-label={`Remove ${hero.name} from ${TEAM_LABELS[team].toLowerCase()}`}>
                          Remove
                        </Button>
                      </div>
                      {hero.abilities.length === 0 ? (
                        <p className="text-sm text-muted-foreground">No abilities recorded for this hero yet.</p>
                      ) : (
                        <ul className="grid gap-2 sm:grid-cols-2">
                          {hero.abilities.map((ability) => {
                            const key = timerKey(team, hero.id, ability.id);
                            const timer = timers[key];
                            return (
                              <li key={ability.id}>
                                <AbilityTimerButton
                                  heroName={hero.name}
                                  teamLabel={TEAM_LABELS[team]}
                                  ability={ability}
                                  state={timer ? timerState(timer, clock) : null}
                                  shortcut={slotByKey.get(key)?.shortcut ?? null}
                                  onStart={() => startTimer(key)}
                                  onStop={() => stop(key)}
                                />
                              </li>
                            );
                          })}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
