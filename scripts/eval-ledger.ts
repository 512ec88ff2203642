// Precision and recall of the fact ledger's `confirmed` and `disputed` labels (docs/divergence.md, Fact ledger) on
// the labelled set written for the project (test/fixtures/ledger-cases.ts, scored by ledger-score.ts): each case's
// articles go through analyseEvent as ingest would store them. The set is the project's own, so the script takes
// no data path. --verbose lists every miss on standard error.
//
//   npx tsx scripts/eval-ledger.ts [--verbose]
import { scoreLedger } from '../test/fixtures/ledger-score';

const { misses, ...figures } = scoreLedger();
if (process.argv.includes('--verbose')) for (const miss of misses) console.error(miss);
console.log(JSON.stringify(figures));
