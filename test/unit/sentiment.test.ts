// Unit tests for headline sentiment: range, labels, negation, null cases and the hand-written cues.
import { expect } from 'chai';
import { financeCueScore, scoreSentiment, sentimentFeatures } from '../../src/enrich/sentiment';
import { analyse } from '../../src/enrich/text';
import { SENTIMENT_LABELS } from '../../src/spec';
import model from '../../src/enrich/models/sentiment.json';

describe('scoreSentiment', () => {
  it('scores a clearly good results headline positive', () => {
    const result = scoreSentiment('Acme shares surge to a record high after profit beats forecasts');
    expect(result?.label).to.equal('positive');
    expect(result?.score).to.be.greaterThan(0.3);
  });

  it('scores a clearly bad results headline negative', () => {
    const result = scoreSentiment('Acme shares plunge after a surprise loss and fresh layoffs');
    expect(result?.label).to.equal('negative');
    expect(result?.score).to.be.lessThan(-0.3);
  });

  it('labels a routine corporate notice neutral', () => {
    expect(scoreSentiment('Acme to hold its annual general meeting in May')?.label).to.equal('neutral');
  });

  it('flips a cue under negation', () => {
    const plain = scoreSentiment('Globex expects profit to rise');
    const negated = scoreSentiment('Globex does not expect profit to rise');
    expect(plain?.label).to.equal('positive');
    expect(negated?.label).to.equal('negative');
    const beat = scoreSentiment('Initech beats estimates');
    const failed = scoreSentiment('Initech fails to beat estimates');
    expect(failed?.score).to.be.lessThan(beat?.score ?? 0);
  });

  it('returns null when there is nothing to judge', () => {
    expect(scoreSentiment('')).to.equal(null);
    expect(scoreSentiment('   ')).to.equal(null);
    expect(scoreSentiment('zxqv brrk')).to.equal(null);
    expect(scoreSentiment('the 123')).to.equal(null);
  });

  it('keeps the score in [-1, +1] and the label among the spec labels, even for long text', () => {
    const body = Array.from(
      { length: 40 },
      () => 'Profits soared, sales surged and the shares rallied to a record high.',
    ).join(' ');
    for (const [title, text] of [
      ['Record quarter', body],
      ['Collapse', body.replace(/soared|surged|rallied/g, 'plunged').replace('record high', 'record low')],
    ]) {
      const result = scoreSentiment(title, text);
      expect(result).to.not.equal(null);
      expect(result?.score).to.be.within(-1, 1);
      expect(SENTIMENT_LABELS).to.include(result?.label);
    }
  });

  it('lets the lead text move the score of a flat headline', () => {
    const title = 'Umbrella Corp update';
    const flat = scoreSentiment(title)?.score ?? 0;
    const bad = scoreSentiment(
      title,
      'The company warned of a steep loss and cut its forecast; shares tumbled.',
    );
    expect(bad?.score).to.be.lessThan(flat);
    expect(bad?.label).to.equal('negative');
  });

  it('gives the same answer with a pre-analysed text', () => {
    const title = 'Hooli downgraded as growth slows';
    const body = 'Analysts see weaker demand.';
    expect(scoreSentiment(title, body, analyse(`${title}\n${body}`))).to.deep.equal(
      scoreSentiment(title, body),
    );
  });
});

describe('sentimentFeatures', () => {
  it('names exactly the features the scorer weighs, so training and serving agree', () => {
    const weights = new Map(model.features.map((f, i) => [f, model.weights[i]]));
    for (const text of [
      'Acme shares surge 12% to a record high after profit beats forecasts',
      'Globex does not expect profit to rise, and sales did not beat 5 estimates',
      "Initech's CEO won't step down despite the $3.2 billion writedown",
    ]) {
      const analysed = analyse(text);
      const learned = sentimentFeatures(analysed).reduce((sum, f) => sum + (weights.get(f) ?? 0), 0);
      const tokens = analysed.words.length;
      const length = tokens <= model.lengthNorm ? 1 : Math.sqrt(model.lengthNorm / tokens);
      const raw = model.bias + (learned + model.handWeight * financeCueScore(analysed).sum) * length;
      expect(scoreSentiment(text)?.score).to.equal(Math.round(Math.tanh(raw) * 1000) / 1000);
    }
  });

  it('emits stems, negation-marked stems, bigrams and a shared number token', () => {
    const features = sentimentFeatures(analyse('Sales did not rise 5'));
    expect(features).to.include('sale');
    expect(features).to.include('!rise');
    expect(features).to.include('sale did');
    expect(features).to.include('rise #');
  });
});

describe('financeCueScore', () => {
  it('matches inflected cues through their stems', () => {
    expect(financeCueScore(analyse('Stocks surged')).sum).to.be.greaterThan(0);
    expect(financeCueScore(analyse('Layoff plans')).sum).to.be.lessThan(0);
  });

  it('lets a phrase consume its words: "rate cut" is good news although "cut" alone is not', () => {
    expect(financeCueScore(analyse('surprise rate cut')).sum).to.be.greaterThan(0);
    expect(financeCueScore(analyse('output cut')).sum).to.be.lessThan(0);
    expect(financeCueScore(analyse('record high')).hits).to.equal(1);
  });

  it('flips the sign of a negated cue', () => {
    const plain = financeCueScore(analyse('profit will beat')).sum;
    const negated = financeCueScore(analyse('profit will not beat')).sum;
    expect(negated).to.be.lessThan(plain);
  });

  it('scores nothing for text without cues', () => {
    expect(financeCueScore(analyse('The board met on Monday'))).to.deep.equal({ sum: 0, hits: 0 });
  });
});
