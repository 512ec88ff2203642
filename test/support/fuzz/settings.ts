// One seed and one budget for every fuzz test, so a failure reproduces: FUZZ_SEED (default fixed) and FUZZ_RUNS
// (examples per operation or tool) override them, and each fuzz test prints both before it starts. fast-check's
// own failure report adds the counterexample and the `path` to replay it with `FUZZ_SEED=<seed>`.
import type fc from 'fast-check';

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261125);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 50);
/** Per property: a slow box stops generating after this long instead of stretching the suite. */
export const FUZZ_TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 2_000);

export function fuzzParameters<T>(): fc.Parameters<T> {
  return {
    seed: FUZZ_SEED,
    numRuns: FUZZ_RUNS,
    interruptAfterTimeLimit: FUZZ_TIME_LIMIT_MS,
    // Running out of time is the budget, not a failure; a property that failed is reported whatever the time.
    markInterruptAsFailure: false,
    endOnFailure: false,
  };
}

export function announce(what: string): void {
  console.log(
    `  ${what}: fast-check seed ${FUZZ_SEED}, ${FUZZ_RUNS} runs, ${FUZZ_TIME_LIMIT_MS} ms per property ` +
      `(reproduce with FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS})`,
  );
}
