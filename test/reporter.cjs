// Mocha's spec reporter plus one closing line in the plain form CI reads: "tests: N passed, N failed, N skipped".
const { Spec } = require('mocha').reporters;

class SpecWithTotals extends Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once('end', () => {
      const { passes, failures, pending } = this.stats;
      console.log(`tests: ${passes} passed, ${failures} failed, ${pending} skipped`);
    });
  }
}

module.exports = SpecWithTotals;
