// Reciprocal rank fusion: scores by 1 / (k + rank) summed over the lists, each item once, ties broken by id.
import { expect } from 'chai';
import { fuseByReciprocalRank } from '../../src/services/reciprocal-rank';

describe('fuseByReciprocalRank', () => {
  const id = (n: number) => n;

  it('ranks an item both lists hold above items only one holds, and sums 1 / (k + rank)', () => {
    const fused = fuseByReciprocalRank(
      [
        [1, 2, 3],
        [4, 2, 5],
      ],
      id,
      60,
    );
    expect(fused.map((f) => f.item)).to.deep.equal([2, 1, 4, 3, 5]);
    expect(fused[0].score).to.be.closeTo(2 / 62, 1e-12);
    expect(fused[1].score).to.be.closeTo(1 / 61, 1e-12);
  });

  it('breaks equal scores by ascending id, so pages of one walk keep one order', () => {
    expect(fuseByReciprocalRank([[9], [3]], id).map((f) => f.item)).to.deep.equal([3, 9]);
  });

  it('keeps one entry per id and answers nothing for no lists', () => {
    expect(fuseByReciprocalRank([[1, 1]], id)).to.have.length(1);
    expect(fuseByReciprocalRank([], id)).to.deep.equal([]);
  });
});
