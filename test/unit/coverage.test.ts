// The gap rule (SPEC §4 Gap rules): left is bias_position <= 35, right >= 65, 36-64 counts for neither side; an
// event is a gap when one side has 3 or more covering outlets and the other none.
import { expect } from 'chai';
import { gapSide, outletCounts } from '../../src/analyze/coverage';
import { sourceRows } from '../../src/analyze/sources';
import type { MemberArticle } from '../../src/documents/member-article';
import { outletBySlug } from '../../src/outlets/catalog';
import { GAP } from '../../src/spec';

const at = (...positions: number[]) => positions.map((bias_position) => ({ bias_position }));

describe('coverage by side', () => {
  it('uses the thresholds the spec fixes', () => {
    expect(GAP).to.deep.equal({ leftMaxPosition: 35, rightMinPosition: 65, minCoveringOutlets: 3 });
  });

  it('counts 35 as left and 36 as neither', () => {
    expect(outletCounts(at(35))).to.deep.equal({ left: 1, center: 0, right: 0 });
    expect(outletCounts(at(36))).to.deep.equal({ left: 0, center: 1, right: 0 });
  });

  it('counts 65 as right and 64 as neither', () => {
    expect(outletCounts(at(65))).to.deep.equal({ left: 0, center: 0, right: 1 });
    expect(outletCounts(at(64))).to.deep.equal({ left: 0, center: 1, right: 0 });
  });

  it('counts the ends of the scale on their sides', () => {
    expect(outletCounts(at(0, 100))).to.deep.equal({ left: 1, center: 0, right: 1 });
  });

  it('counts nothing for no sources', () => {
    expect(outletCounts([])).to.deep.equal({ left: 0, center: 0, right: 0 });
    expect(gapSide(outletCounts([]))).to.equal('none');
  });
});

describe('gap side', () => {
  it('is left with exactly 3 left outlets and no right one', () => {
    expect(gapSide(outletCounts(at(10, 20, 35)))).to.equal('left');
  });

  it('is right with exactly 3 right outlets and no left one', () => {
    expect(gapSide(outletCounts(at(65, 80, 94)))).to.equal('right');
  });

  it('is none with only 2 outlets on the covering side', () => {
    expect(gapSide(outletCounts(at(10, 35)))).to.equal('none');
    expect(gapSide(outletCounts(at(65, 94)))).to.equal('none');
  });

  it('is none as soon as the other side has one outlet', () => {
    expect(gapSide(outletCounts(at(10, 20, 30, 40, 65)))).to.equal('none');
    expect(gapSide(outletCounts(at(35, 70, 80, 90)))).to.equal('none');
  });

  it('ignores centre outlets: many of them with 3 on one side is still a gap, alone they are none', () => {
    expect(gapSide(outletCounts(at(10, 20, 30, 36, 50, 64)))).to.equal('left');
    expect(gapSide(outletCounts(at(36, 40, 45, 50, 55, 60, 64)))).to.equal('none');
  });

  it('is none when a side has 2 outlets at the boundary and the third sits just inside the centre', () => {
    expect(gapSide(outletCounts(at(34, 35, 36)))).to.equal('none');
    expect(gapSide(outletCounts(at(64, 65, 66)))).to.equal('none');
  });

  it('counts outlets, not articles: three articles from one left outlet are one covering outlet', () => {
    const outlet = outletBySlug('mother-jones')!;
    const article = (id: number): MemberArticle => ({
      id,
      url: `https://www.motherjones.com/politics/2026/11/story-${id}/`,
      outlet_slug: outlet.slug,
      outlet_name: outlet.name,
      domain: outlet.domains[0],
      bias: outlet.bias,
      bias_position: outlet.bias_position,
      headline: `Story ${id}`,
      summary: '',
      byline: '',
      published_at: `2026-11-10T1${id}:00:00Z`,
      sentiment_score: null,
      tickers: [],
      topics: [],
      market_score: 0,
      framing: 'neutral',
      framing_summary: '',
    });
    const sides = outletCounts(sourceRows([article(1), article(2), article(3)]));
    expect(sides).to.deep.equal({ left: 1, center: 0, right: 0 });
    expect(gapSide(sides)).to.equal('none');
  });
});
