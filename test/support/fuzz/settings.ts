// One seed and one budget for every fuzz test, so a failure reproduces: FUZZ_SEED (default fixed), FUZZ_RUNS
// (examples per operation or tool) and FUZZ_MIN_RUNS (the floor) override them, and each fuzz test prints them
// before it starts. runFuzz runs the floor's cases whatever the time they take, then more up to FUZZ_RUNS while
// the time limit lasts, prints how many ran, and fails when a property failed or fewer than the floor ran (a
// generator whose cases are all skipped, or a budget set to nothing, would otherwise pass having tested nothing).
// A failure's report names the seed and `path` to replay it with `FUZZ_SEED=<seed>`.
import fc from 'fast-check';

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261125);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 50);
/** Cases every property runs however slow the box: what a fuzz test promises at the least. */
export const FUZZ_MIN_RUNS = Number(process.env.FUZZ_MIN_RUNS ?? 20);
/** Per property, after the floor: a slow box stops generating after this long instead of stretching the suite. */
export const FUZZ_TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 2_000);

async function checked<Ts>(property: fc.IAsyncProperty<Ts>, parameters: fc.Parameters<Ts>): Promise<number> {
  const details = await fc.check(property, { ...parameters, endOnFailure: false });
  // fast-check calls a property interrupted before its first case failed; only a counterexample is a failure here.
  const failed = details.failed && !(details.interrupted && details.counterexample === null);
  if (failed) throw new Error(await fc.asyncDefaultReportMessage(details));
  return details.numRuns;
}

export interface FuzzBudget {
  runs: number;
  minRuns: number;
  timeLimitMs: number;
}

const BUDGET: FuzzBudget = { runs: FUZZ_RUNS, minRuns: FUZZ_MIN_RUNS, timeLimitMs: FUZZ_TIME_LIMIT_MS };

/** Checks `property` on at least `minRuns` cases, up to `runs`; returns the number of cases that ran. */
export async function runFuzz<Ts>(
  what: string,
  property: fc.IAsyncProperty<Ts>,
  budget: FuzzBudget = BUDGET,
): Promise<number> {
  const floor = Math.min(budget.minRuns, budget.runs);
  const first = await checked(property, { seed: FUZZ_SEED, numRuns: floor });
  const rest =
    budget.runs > floor
      ? await checked(property, {
          // Another seed, so the cases after the floor are not the floor's again.
          seed: FUZZ_SEED + 1,
          numRuns: budget.runs - floor,
          interruptAfterTimeLimit: budget.timeLimitMs,
          // Running out of time is the budget, not a failure; a property that failed is reported whatever the time.
          markInterruptAsFailure: false,
        })
      : 0;
  const ran = first + rest;
  console.log(`      ${what}: ${ran} cases ran (at least ${budget.minRuns}, at most ${budget.runs})`);
  if (ran < budget.minRuns) {
    throw new Error(
      `${what}: only ${ran} cases ran, fewer than the floor of ${budget.minRuns} (FUZZ_MIN_RUNS)`,
    );
  }
  return ran;
}

export function announce(what: string): void {
  console.log(
    `  ${what}: fast-check seeds ${FUZZ_SEED} (the first ${FUZZ_MIN_RUNS} cases) and ${FUZZ_SEED + 1} (the rest, ` +
      `up to ${FUZZ_RUNS} in all within ${FUZZ_TIME_LIMIT_MS} ms per property); reproduce with ` +
      `FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS} FUZZ_MIN_RUNS=${FUZZ_MIN_RUNS}`,
  );
}
