import { expect } from 'chai';
import { coverage, gapOf, gapSide, nearGapSide, outletCounts, sideOf } from '../../src/analyze/coverage';

const at = (position: number, published_at: string) => ({ bias_position: position, published_at });

describe('analyze/coverage: sides, gaps and near-gaps (SPEC §4 Gap rules)', () => {
  it('puts 35 on the left, 36-64 in the centre and 65 on the right', () => {
    expect([0, 35, 36, 64, 65, 100].map(sideOf)).to.deep.equal([
      'left',
      'left',
      'center',
      'center',
      'right',
      'right',
    ]);
  });

  it('counts outlets per side and articles per side, and dates each side by its first article', () => {
    const rows = [{ bias_position: 10 }, { bias_position: 50 }, { bias_position: 80 }, { bias_position: 90 }];
    const articles = [
      at(10, '2026-11-10T12:00:00Z'),
      at(10, '2026-11-10T09:00:00Z'),
      at(50, '2026-11-10T10:00:00Z'),
      at(80, '2026-11-10T15:30:00Z'),
      at(90, '2026-11-10T14:00:00Z'),
    ];
    const c = coverage(rows, articles);
    expect({ left: c.left, center: c.center, right: c.right }).to.deep.equal({
      left: 1,
      center: 1,
      right: 2,
    });
    expect(c.articles).to.deep.equal({ left: 2, center: 1, right: 2 });
    expect(c.first_at).to.deep.equal({
      left: '2026-11-10T09:00:00.000Z',
      center: '2026-11-10T10:00:00.000Z',
      right: '2026-11-10T14:00:00.000Z',
    });
    expect(c.near_gap).to.equal('none');
  });

  it('leaves a side without coverage null, so a partial update clears it', () => {
    expect(coverage([{ bias_position: 50 }], [at(50, '2026-11-10T10:00:00Z')]).first_at).to.deep.equal({
      left: null,
      center: '2026-11-10T10:00:00.000Z',
      right: null,
    });
  });

  it('builds the SPEC §2 gap object only for 3+ outlets on one side and none on the other', () => {
    expect(gapOf({ left: 0, center: 2, right: 4 })).to.deep.equal({
      covered_by: 'right',
      ignored_by: 'left',
      covered_count: 4,
      ignored_count: 0,
    });
    expect(gapOf({ left: 3, center: 0, right: 0 })?.covered_by).to.equal('left');
    expect(gapOf({ left: 0, center: 5, right: 0 })).to.equal(undefined);
    expect(gapOf({ left: 2, center: 0, right: 0 })).to.equal(undefined);
    expect(gapOf({ left: 1, center: 0, right: 4 })).to.equal(undefined);
    expect(gapSide({ left: 1, center: 0, right: 4 })).to.equal('none');
  });

  it('flags a near-gap: one side 3 or more, the other exactly one', () => {
    expect(nearGapSide({ left: 1, center: 0, right: 3 })).to.equal('right');
    expect(nearGapSide({ left: 5, center: 2, right: 1 })).to.equal('left');
    expect(nearGapSide({ left: 2, center: 0, right: 2 })).to.equal('none');
    expect(nearGapSide({ left: 0, center: 0, right: 4 })).to.equal('none');
    expect(outletCounts([{ bias_position: 35 }, { bias_position: 65 }])).to.deep.equal({
      left: 1,
      center: 0,
      right: 1,
    });
  });
});
