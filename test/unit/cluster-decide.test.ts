// The choice among candidates: candidate-relative inputs (lead over the runner-up, crowding) and what the
// committed model does with them; and the model file check.
import { expect } from 'chai';
import {
  checkModel,
  choiceProbabilities,
  contextVectors,
  DEFAULT_MODEL,
  type DecisionModel,
} from '../../src/cluster/decide';

const logit = (p: number): number => Math.log(p / (1 - p));

describe('cluster decide: candidate context', () => {
  it('gives the best candidate its lead over the runner-up and the others their gap to the best', () => {
    const [a, b, c] = contextVectors([logit(0.8), logit(0.5), logit(0.1)]);
    expect(a[0]).to.be.closeTo(logit(0.8), 1e-9);
    expect(a[1]).to.be.closeTo(0.3, 1e-9);
    expect(b[1]).to.be.closeTo(-0.3, 1e-9);
    expect(c[1]).to.be.closeTo(-0.7, 1e-9);
  });

  it('measures a lone candidate against nothing', () => {
    const [only] = contextVectors([logit(0.4)]);
    expect(only[1]).to.be.closeTo(0.4, 1e-9);
    expect(only[2]).to.equal(0);
  });

  it('counts the other candidates above the floor as the crowd', () => {
    const [a, b, c] = contextVectors([logit(0.9), logit(0.6), logit(0.05)]);
    expect(a[2]).to.be.closeTo(Math.log(2), 1e-9);
    expect(b[2]).to.be.closeTo(Math.log(2), 1e-9);
    expect(c[2]).to.be.closeTo(Math.log(3), 1e-9);
    expect(contextVectors([])).to.deep.equal([]);
  });

  it('joins a moderate match more readily alone than beside a close rival or in a crowd', () => {
    const moderate = logit(0.45);
    const [alone] = choiceProbabilities([moderate]);
    const [besideRival] = choiceProbabilities([moderate, logit(0.4)]);
    const [inCrowd] = choiceProbabilities([moderate, logit(0.25), logit(0.25), logit(0.25)]);
    expect(alone).to.be.greaterThan(0.5);
    expect(besideRival).to.be.lessThan(alone);
    expect(inCrowd).to.be.lessThan(alone);
  });

  it('keeps a clear match clear in a crowd', () => {
    const [clear] = choiceProbabilities([logit(0.97), logit(0.3), logit(0.3), logit(0.3)]);
    expect(clear).to.be.greaterThan(0.9);
  });

  it('rejects a model trained on other context inputs', () => {
    const stale: DecisionModel = {
      ...DEFAULT_MODEL,
      context: { ...DEFAULT_MODEL.context, features: ['pair'], weights: [1] },
    };
    expect(() => checkModel(stale)).to.throw(/other features/);
    expect(checkModel(DEFAULT_MODEL)).to.equal(DEFAULT_MODEL);
  });
});
