// Unit tests for figure-ranges.ts and figure-match.ts: hedges, rounding and periods make intervals, and two
// figures dispute only as one quantity. Fixtures written for the project.
import { expect } from 'chai';
import { extractClaims } from '../../src/analyze/claims';
import { claimsAgree, sameQuantity } from '../../src/analyze/figure-match';
import { findFigures } from '../../src/analyze/figures';
import { rangesAgree } from '../../src/analyze/figure-ranges';

const figure = (text: string) => findFigures(text)[0];
const claim = (lead: string) => extractClaims('Report', lead).find((c) => c.kind === 'figure')!;

describe('analyze/figure-ranges: what a printed figure allows', () => {
  it('reads hedges and rounding as intervals that agree when they overlap', () => {
    expect(rangesAgree(figure('more than 25% of flights'), figure('nearly 28 percent of flights'))).to.equal(
      true,
    );
    expect(rangesAgree(figure('a $1 trillion bill'), figure('a $1.2 trillion bill'))).to.equal(true);
    expect(rangesAgree(figure('the $9 billion pipeline'), figure('the $8 billion pipeline'))).to.equal(false);
    expect(rangesAgree(figure('20,000 people'), figure('about 3,000 people'))).to.equal(false);
  });

  it('compares rates of one period only: $300 a month is $3,600 a year, not $3,000', () => {
    const month = figure('$300 per month for each child');
    expect(month.per).to.equal('month');
    expect(rangesAgree(month, figure('$3,600 per year'))).to.equal(true);
    expect(rangesAgree(month, figure('$3,000 a year'))).to.equal(false);
    expect(rangesAgree(month, figure('$3,600 in all'))).to.equal(undefined);
  });

  it('leaves out ordinals, clock times, identifiers and 9/11', () => {
    expect(
      findFigures('the 60th birthday at 7 a.m. under Section 1557 and Senate Bill 8 after 9/11'),
    ).to.deep.equal([]);
  });
});

describe('analyze/figure-match: one quantity or two', () => {
  it('never disputes initial and continuing claims, deaths and cases, or two times', () => {
    const initial = claim('Initial jobless claims fell to 293,000 last week.');
    expect(
      sameQuantity(initial, claim('Continuing jobless claims fell to 2.59 million last week.')),
    ).to.equal(false);
    expect(
      sameQuantity(
        claim('Officials reported 55,000 deaths in the region.'),
        claim('Officials reported 114,000 cases in the region.'),
      ),
    ).to.equal(false);
    expect(
      sameQuantity(claim('Sales fell to 400 units on Monday.'), claim('Sales fell to 350 units on Tuesday.')),
    ).to.equal(false);
    expect(
      sameQuantity(claim('Sales fell to 400 units on Monday.'), claim('Sales fell to 350 units on Monday.')),
    ).to.equal(true);
  });

  it('agrees on rounded and hedged versions of one figure', () => {
    expect(
      claimsAgree(claim('The plan costs $1.2 trillion.'), claim('The plan costs roughly $1 trillion.')),
    ).to.equal(true);
  });
});
