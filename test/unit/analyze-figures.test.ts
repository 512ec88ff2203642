import { expect } from 'chai';
import { figuresAgree, findFigures, renderFigure } from '../../src/analyze/figures';

const figures = (text: string) => findFigures(text).map(({ unit, value }) => ({ unit, value }));

describe('analyze/figures: figures normalised across outlets', () => {
  it('reads one sum of money however it is written', () => {
    const forms = ['$4.2 million', '4.2m dollars', '$4,200,000', 'US$4.2mn', '4.2 million dollars'];
    for (const form of forms)
      expect(figures(`The fund paid ${form} last year`), form).to.deep.equal([
        { unit: 'usd', value: 4_200_000 },
      ]);
    expect(figures('a £3bn deal and €1.5 trillion')).to.deep.equal([
      { unit: 'gbp', value: 3e9 },
      { unit: 'eur', value: 1.5e12 },
    ]);
  });

  it('reads percentages, points, counts, tallies and dates, and leaves bare years alone', () => {
    expect(figures('up 5% from 4.5 per cent, a rise of 0.5 percentage points')).to.deep.equal([
      { unit: 'percent', value: 5 },
      { unit: 'percent', value: 4.5 },
      { unit: 'points', value: 0.5 },
    ]);
    expect(figures('about 4,000 residents fled and 1.2 million lost power')).to.deep.equal([
      { unit: 'count', value: 4000 },
      { unit: 'count', value: 1_200_000 },
    ]);
    expect(figures('passed 69-30 on Nov. 10, two years after the 2024 vote')).to.deep.equal([
      { unit: 'tally', value: 69030 },
      { unit: 'date', value: 1110 },
    ]);
    expect(figures('due on 3 March')).to.deep.equal([{ unit: 'date', value: 303 }]);
  });

  it('reads a printed range as one figure spanning its ends, and leaves neighbouring figures apart', () => {
    // The ends keep their own rounding ("$13" is 12.5..13.5), as any printed figure does.
    const spans = (text: string) => findFigures(text).map((f) => [f.unit, f.low, f.high]);
    expect(spans('The shares were marketed at $13 to $15 each.')).to.deep.equal([['usd', 12.5, 15.5]]);
    expect(spans('Turnout rose between 2% and 3% in the county.')).to.deep.equal([['percent', 1.5, 3.5]]);
    expect(spans('Prices climbed 13 to 15% this year.')).to.deep.equal([['percent', 12.5, 15.5]]);
    expect(findFigures('The vote was 52 and 48 people stayed home.')).to.have.length(2);
    expect(findFigures('Claims were revised from 498,000 to 507,000.').map((f) => f.value)).to.deep.equal([
      498_000, 507_000,
    ]);
    expect(findFigures('It cost $5 to $900 depending on the seat.').map((f) => f.value)).to.deep.equal([
      5, 900,
    ]);
  });

  it('agrees within what rounding explains and renders figures as a reader writes them', () => {
    expect(figuresAgree(20_000, 20_500)).to.equal(true);
    expect(figuresAgree(20_000, 3_000)).to.equal(false);
    expect(renderFigure('usd', 1.2e12)).to.equal('$1.2 trillion');
    expect(renderFigure('count', 4000)).to.equal('4,000');
    expect(renderFigure('tally', 58041)).to.equal('58-41');
    expect(renderFigure('date', 1110)).to.equal('Nov 10');
    expect(renderFigure('percent', 15)).to.equal('15%');
  });
});
