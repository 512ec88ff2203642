// Unit tests for the market relevance score: range, the documented anchors and each evidence source.
import { expect } from 'chai';
import { marketScore } from '../../src/enrich/market-score';
import { analyse } from '../../src/enrich/text';

function score(text: string, tickers: string[] = [], topics: string[] = []): number {
  return marketScore({ tickers, topics, analysed: analyse(text) });
}

describe('marketScore', () => {
  it('scores an earnings story naming a company above 70', () => {
    const text =
      'Acme Corp beats quarterly earnings estimates as revenue climbs 12%; shares jump in after-hours trading';
    expect(score(text, ['ACME'], ['earnings'])).to.be.greaterThan(70);
  });

  it('scores general politics with no finance content below 20', () => {
    expect(score('Senate Republicans and Democrats trade barbs over the election timetable')).to.be.lessThan(
      20,
    );
    expect(
      score(
        'The governor signed the school lunch bill on Friday after a long debate. ' +
          'Supporters said children would benefit, while opponents questioned the timetable.',
      ),
    ).to.be.lessThan(20);
  });

  it('gives a stray finance word in a long political story little weight', () => {
    const body = `${'The debate in the chamber ran late into the night as members argued over the wording. '.repeat(8)}The package costs $2 billion.`;
    expect(score(body)).to.be.lessThan(10);
  });

  it('scores central-bank and bond news without tickers in the middle band', () => {
    const result = score(
      'Fed holds interest rates steady; Treasury yields slip 5 basis points',
      [],
      ['fed', 'rates', 'treasuries'],
    );
    expect(result).to.be.within(40, 80);
  });

  it('returns an integer in [0, 100], 0 for empty input, capped at 100', () => {
    expect(score('')).to.equal(0);
    const max = score(
      'Stocks, bonds and yields: earnings, revenue and dividend news moved the S&P 500 and Nasdaq',
      ['AAA', 'BBB', 'CCC', 'DDD'],
      ['earnings', 'dividend', 'indices', 'bonds'],
    );
    expect(max).to.equal(100);
    for (const value of [score('Shares rose'), score('Shares rose', ['ACME']), max]) {
      expect(Number.isInteger(value)).to.equal(true);
      expect(value).to.be.within(0, 100);
    }
  });

  it('rises with tickers, counts each ticker once and saturates after three', () => {
    const text = 'Company update';
    const none = score(text);
    const one = score(text, ['ACME']);
    const two = score(text, ['ACME', 'INIT']);
    expect(one).to.be.greaterThan(none);
    expect(two).to.be.greaterThan(one);
    expect(score(text, ['ACME', 'ACME'])).to.equal(one);
    expect(score(text, ['A', 'B', 'C', 'D', 'E'])).to.equal(score(text, ['A', 'B', 'C']));
  });

  it('weighs core finance topics above peripheral ones and ignores unknown topics', () => {
    const text = 'Company update';
    expect(score(text, [], ['earnings'])).to.be.greaterThan(score(text, [], ['trade']));
    expect(score(text, [], ['trade'])).to.be.greaterThan(score(text));
    expect(score(text, [], ['not-a-topic'])).to.equal(score(text));
  });
});
