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

  it('gives every occurrence of a token the same stem key, aligned with the stems', () => {
    const a = analyse('Rates rise as rates rise, then rate rises');
    expect(a.stemKeys.map((key) => key.stem)).to.deep.equal(a.stems);
    expect(a.stemKeys[4]).to.equal(a.stemKeys[1]);
    expect(analyse('then rates').stemKeys[1]).to.equal(a.stemKeys[3]);
    // Another token with the same stem has a key of its own that spells the same stem.
    expect(a.stemKeys[6].stem).to.equal(a.stemKeys[3].stem);
  });

  it('normalises a contraction part by its context, whatever the same token normalised to before', () => {
    expect(analyse('ai').words).to.deep.equal(['ai']);
    expect(analyse("Ain't it so").words.slice(0, 2)).to.deep.equal(['are', 'not']);
    expect(analyse('ai').words).to.deep.equal(['ai']);
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

  // A replay line may carry a megabyte of body; unclosed tags made the strip quadratic (200 KB: about 17 s).
  it('strips unclosed tags and scripts in linear time', function () {
    this.timeout(2000);
    expect(stripHtml(`Lead ${'<a'.repeat(100_000)}`)).to.equal(`Lead ${'<a'.repeat(100_000)}`);
    expect(stripHtml(`Lead ${'<script>'.repeat(50_000)}`)).to.equal('Lead');
    expect(stripHtml('a <style>p{}</style> b <SCRIPT src=x>y()</script> c <script>open')).to.equal(
      'a b c open',
    );
  });

  it('folds whitespace and trims plain text, leaving single spaces as they are', () => {
    expect(stripHtml('  Rates\n\trise  again ')).to.equal('Rates rise again');
    expect(stripHtml('Rates rise again')).to.equal('Rates rise again');
    expect(stripHtml('Rates\u00a0rise')).to.equal('Rates rise');
  });
});
