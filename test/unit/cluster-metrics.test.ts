// Clustering scores on a hand-checked example.
import { expect } from 'chai';
import { scoreClustering } from '../../src/cluster/metrics';

describe('cluster: metrics', () => {
  it('scores a perfect clustering as 1 with no splits or merges', () => {
    const gold = new Map([
      [1, 'a'],
      [2, 'a'],
      [3, 'b'],
    ]);
    const s = scoreClustering(
      gold,
      new Map([
        [1, 10],
        [2, 10],
        [3, 30],
      ]),
    );
    expect([s.bcubedF1, s.pairwiseF1, s.splitRate, s.mergeRate]).to.deep.equal([1, 1, 0, 0]);
  });

  it('computes BCubed, pairwise, split and merge rates', () => {
    // gold: a={1,2,3} b={4,5}; predicted: X={1,2} Y={3,4,5}
    const gold = new Map([
      [1, 'a'],
      [2, 'a'],
      [3, 'a'],
      [4, 'b'],
      [5, 'b'],
    ]);
    const predicted = new Map([
      [1, 'X'],
      [2, 'X'],
      [3, 'Y'],
      [4, 'Y'],
      [5, 'Y'],
    ]);
    const s = scoreClustering(gold, predicted);
    // precision per item: 1,1,1/3,2/3,2/3 -> 11/15; recall: 2/3,2/3,1/3,1,1 -> 11/15
    expect(s.bcubedPrecision).to.be.closeTo(11 / 15, 1e-12);
    expect(s.bcubedRecall).to.be.closeTo(11 / 15, 1e-12);
    // pairs: predicted 1+3=4, gold 3+1=4, true 1+1=2 -> P=R=F1=0.5
    expect(s.pairwiseF1).to.be.closeTo(0.5, 1e-12);
    expect(s.splitRate).to.equal(0.5);
    expect(s.mergeRate).to.equal(0.5);
  });

  it('refuses an item without a prediction', () => {
    expect(() => scoreClustering(new Map([[1, 'a']]), new Map())).to.throw(/no predicted event/);
  });
});
