// Unit tests for the stem lexicon the taggers share: singles, pairs, spelling and per-stem caching.
import { expect } from 'chai';
import { StemLexicon } from '../../src/enrich/stem-lexicon';
import { analyse } from '../../src/enrich/text';

describe('StemLexicon', () => {
  const keys = (text: string) => analyse(text).stemKeys;

  it('finds single stems and adjacent pairs', () => {
    const lexicon = new StemLexicon([
      ['rate', 1],
      ['rate cut', 2],
    ]);
    const [rates, cut, rise] = keys('rates cut rise');
    expect(lexicon.single(rates)).to.equal(1);
    expect(lexicon.single(cut)).to.equal(undefined);
    expect(lexicon.pair(rates, cut)).to.equal(2);
    expect(lexicon.pair(rates, rise)).to.equal(undefined);
    expect(lexicon.pair(cut, rates)).to.equal(undefined);
  });

  it('keeps a later entry for the same key', () => {
    const lexicon = new StemLexicon([
      ['rate', 1],
      ['rate', 2],
    ]);
    expect(lexicon.single(keys('rate')[0])).to.equal(2);
  });

  it('looks stems up as the lexicon spells them, on either side of a pair', () => {
    const figures = (stem: string) => (/\d/.test(stem) ? '#' : stem);
    const lexicon = new StemLexicon(
      [
        ['#', 1],
        ['up #', 2],
      ],
      figures,
    );
    const [up, five] = keys('up 5');
    expect(lexicon.single(five)).to.equal(1);
    expect(lexicon.pair(up, five)).to.equal(2);
    // Another lexicon spells the same stem key its own way.
    expect(new StemLexicon([['5', 3]]).single(five)).to.equal(3);
  });

  it('refuses keys of more than two stems', () => {
    expect(() => new StemLexicon([['record high close', 1]])).to.throw(/one stem or two/);
  });
});
