// Moves this process's wall clock (Date and Date.now) to the time in PARALLAX_SHIFTED_CLOCK (an ISO instant), so
// the suite can be run as if it were any hour: NODE_OPTIONS="--require ./test/support/shifted-clock.cjs"
// PARALLAX_SHIFTED_CLOCK=2026-11-28T05:30:00Z npm test. The offset is fixed once and handed to child processes
// through the environment, so an API process started later agrees with the test about what time it is. Timers and
// performance.now keep real time; Elasticsearch and Redis are not shifted (the code never uses their clocks).
'use strict';

const target = process.env.PARALLAX_SHIFTED_CLOCK;
if (target !== undefined && target !== '') {
  const RealDate = Date;
  if (process.env.PARALLAX_SHIFTED_CLOCK_OFFSET_MS === undefined) {
    const at = RealDate.parse(target);
    if (Number.isNaN(at)) throw new Error(`PARALLAX_SHIFTED_CLOCK is not a date: ${target}`);
    process.env.PARALLAX_SHIFTED_CLOCK_OFFSET_MS = String(at - RealDate.now());
  }
  const offset = Number(process.env.PARALLAX_SHIFTED_CLOCK_OFFSET_MS);
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
