import { expect } from 'chai';
import { analyse, stripHtml } from '../../src/enrich/text';

describe('text analysis', () => {
  it('gives lowercase words, aligned stems, negation flags and sentences', () => {
    const a = analyse("Shares didn't rise. The Fed cut rates.");
    expect(a.words).to.deep.equal(['shares', 'did', 'not', 'rise', 'the', 'fed', 'cut', 'rates']);
    expect(a.stems).to.have.length(a.words.length);
    expect(a.stems[7]).to.equal('rate');
    expect(a.negated[3]).to.equal(true);
    expect(a.sentences).to.have.length(2);
  });

  it('stems a word the same way whatever was analysed before it', () => {
    const before = analyse('They are here and we can go').stems;
    analyse("Ain't nobody can't stop this");
    expect(analyse('They are here and we can go').stems).to.deep.equal(before);
  });

  it('strips tags and scripts and decodes every HTML entity', () => {
    expect(stripHtml('<p>51&ndash;49 &amp; <b>more</b><script>x()</script>&nbsp;&#8364;</p>')).to.equal(
      '51–49 & more €',
    );
  });
});
