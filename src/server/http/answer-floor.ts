/**
 * An answer that takes at least a fixed time (docs/decisions/017, session
 * 26): sign-up must not tell a new address from a taken one by its timing,
 * so both paths finish their work and then wait out the rest of the floor.
 * The clock and the sleep are injectable, so a test checks the mechanism
 * without timing anything (speed is a benchmark's business: bench:sign-up).
 */
export interface AnswerFloor {
  floorMs: number;
  now(): number;
  sleep(ms: number): Promise<void>;
}

export function answerFloor(floorMs: number): AnswerFloor {
  return {
    floorMs,
    now: () => performance.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/** Runs `work`, then waits until `floor.floorMs` have passed since it began (after a failure too). */
export async function noSoonerThan<T>(floor: AnswerFloor, work: () => Promise<T>): Promise<T> {
  const started = floor.now();
  try {
    return await work();
  } finally {
    const left = started + floor.floorMs - floor.now();
    if (left > 0) await floor.sleep(left);
  }
}
