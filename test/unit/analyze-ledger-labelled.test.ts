import { expect } from 'chai';
import { LEDGER_CASES } from '../fixtures/ledger-cases';
import { scoreLedger } from '../fixtures/ledger-score';

describe('fact ledger on the labelled set written for the project (scripts/eval-ledger.ts)', () => {
  it('holds at least 40 events with true claims of every status', () => {
    expect(LEDGER_CASES.length).to.be.at.least(40);
    const statuses = new Set(LEDGER_CASES.flatMap((c) => c.facts.map((f) => f.status)));
    expect([...statuses].sort()).to.deep.equal(['confirmed', 'disputed', 'single']);
  });

  it('labels confirmed and disputed claims with precision and recall of at least 0.9, and shows no single-text claim', () => {
    const score = scoreLedger();
    expect(score.confirmed.precision, score.misses.join('\n')).to.be.at.least(0.9);
    expect(score.confirmed.recall, score.misses.join('\n')).to.be.at.least(0.9);
    expect(score.disputed.precision, score.misses.join('\n')).to.be.at.least(0.9);
    expect(score.disputed.recall, score.misses.join('\n')).to.be.at.least(0.9);
    expect(score.single_claims_shown).to.equal(0);
  });
});
