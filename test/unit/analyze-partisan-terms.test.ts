// The shipped partisan word-choice model carries no outlet name, domain, URL piece or house-style label, and its
// weight in the score follows its measured held-out skill (scripts/train-partisan-terms.ts, partisan-lean.ts).
import { expect } from 'chai';
import model from '../../src/analyze/models/partisan-terms.json';
import { LEAN_SKILL, partisanLean } from '../../src/analyze/partisan-lean';
import { isUrlish, termFilter } from '../../scripts/lib/partisan-term-filter';

describe('analyze/partisan-terms: word choice, not mastheads', () => {
  it('holds no outlet name, domain, URL piece or house-style label', () => {
    const keep = termFilter([]);
    expect(model.terms.filter((t) => !keep(t))).to.deep.equal([]);
    for (const stem of ['nyt', 'wapo', 'newsmax', 'www', 'http', 'com', 'fox', 'opinion', 'video', 'watch'])
      expect(model.terms, stem).to.not.include(stem);
  });

  it('bans the catalogue outlets, their domains and addresses, but not the words of a story', () => {
    const keep = termFilter(['www.npr.org', 'New York Times - News', 'Guest Writer - Left']);
    for (const stem of ['breitbart', 'newsmax', 'nytim', 'npr', 'msnbc', 'opinion', 'video', 'watch'])
      expect(keep(stem), stem).to.equal(false);
    for (const stem of ['senat', 'amnesti', 'border', 'left']) expect(keep(stem), stem).to.equal(true);
    expect(isUrlish('html')).to.equal(true);
    expect(isUrlish('nytimes.com')).to.equal(true);
    expect(isUrlish('border')).to.equal(false);
  });

  it('weighs its held-out within-event skill, and nothing when the interval includes chance', () => {
    const { auc, ci } = model.within_event_auc.allsides_holdout;
    expect(LEAN_SKILL).to.equal(ci[0] > 0.5 ? 2 * auc - 1 : 0);
  });

  it('scores a text by its stems, right positive, and nothing without learned terms', () => {
    expect(partisanLean([])).to.equal(0);
    expect(partisanLean(['zzzunknown'])).to.equal(0);
    const right = model.terms[model.weights.findIndex((w) => w > 0)];
    expect(partisanLean([right])).to.be.above(0);
  });
});
