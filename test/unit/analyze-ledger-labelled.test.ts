import { expect } from 'chai';
import { LEDGER_CASES } from '../fixtures/ledger-cases';
import { scoreLedger } from '../fixtures/ledger-score';

describe('fact ledger on the labelled set written for the project (scripts/eval-ledger.ts)', () => {
  it('holds at least 40 events with true claims of every status', () => {
    expect(LEDGER_CASES.length).to.be.at.least(40);
    const statuses = new Set(LEDGER_CASES.flatMap((c) => c.facts.map((f) => f.status)));
    expect([...statuses].sort()).to.deep.equal(['confirmed', 'disputed', 'single']);
  });

  it('labels confirmed and disputed claims with precision and recall of at least 0.9 (disputed recall 0.8), and shows no single-text claim', () => {
    const score = scoreLedger();
    expect(score.confirmed.precision, score.misses.join('\n')).to.be.at.least(0.9);
    expect(score.confirmed.recall, score.misses.join('\n')).to.be.at.least(0.9);
    expect(score.disputed.precision, score.misses.join('\n')).to.be.at.least(0.9);
    // Since the rules measured on real gold a dispute needs one quantity: the generator's disputes in unlike words
    // ("a 8 per cent rise" against "will rise 14%"), or over 10x apart, no longer count, and recall here fell from
    // 0.946 to 0.838. On real news those pairs were mostly different quantities (docs/divergence.md, Fact ledger).
    expect(score.disputed.recall, score.misses.join('\n')).to.be.at.least(0.8);
    expect(score.single_claims_shown).to.equal(0);
  });
});
