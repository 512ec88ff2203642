// Unit tests for framing summaries on fixtures written for them: the clause an outlet alone carries is quoted as
// written, and the junk the issue found on real leads is filtered (a sentence's first word, a contraction, a
// dateline named as actors; a clock time, an ordinal and a day of the month reported as figures).
import { expect } from 'chai';
import { profileText } from '../../src/analyze/article-profile';
import { factLedger } from '../../src/analyze/fact-ledger';
import { framingSummaries, type OutletText } from '../../src/analyze/framing-summary';

const SIDES = { left: 20, center: 50, right: 80 } as const;

function summaries(articles: [slug: string, side: keyof typeof SIDES, headline: string, lead: string][]) {
  const outlets: OutletText[] = [];
  const sources = articles.map(([slug, side, headline, lead]) => {
    const profile = profileText(headline, lead);
    outlets.push({
      outlet_slug: slug,
      outlet: slug.toUpperCase(),
      origin: slug,
      stems: profile.stems,
      surface: profile.surface,
      names: profile.names,
      texts: [headline, lead],
    });
    return {
      outlet_slug: slug,
      outlet: slug,
      bias_position: SIDES[side],
      side,
      origin: slug,
      claims: profile.claims,
    };
  });
  return framingSummaries(outlets, factLedger(sources), undefined);
}

const SHARED = 'The city council approved the new budget on Tuesday after a long debate.';

describe('framingSummaries', () => {
  it('quotes the clause only this outlet carries, not a list of stems', () => {
    const out = summaries([
      ['a', 'left', 'Council approves budget', SHARED],
      ['b', 'center', 'Council passes budget', SHARED],
      [
        'c',
        'right',
        'Council approves budget',
        `${SHARED} Landlords warned that rising property levies would drive tenants away.`,
      ],
    ]);
    expect(out.get('c')).to.match(/^Alone in saying “.*property levies would drive tenants away”/);
    expect(out.get('c')).to.not.match(/Stresses/);
    expect(out.get('a')).to.equal('Covers the same points as the other outlets, in much the same words.');
  });

  it('names no sentence-initial word, contraction or dateline as an actor', () => {
    const out = summaries([
      ['a', 'left', 'Council approves budget', SHARED],
      ['b', 'center', 'Council passes budget', SHARED],
      [
        'c',
        'right',
        'Council approves budget',
        `WASHINGTON — ${SHARED} "Yes, I'll sign it," the mayor said. Thousands of residents watched, and thousands more wrote in.`,
      ],
    ]);
    const summary = out.get('c')!;
    for (const junk of ['WASHINGTON', 'Yes', "I'll", 'Thousands'])
      expect(summary).to.not.contain(`naming ${junk}`);
    expect(summary).to.not.match(/alone in naming/);
  });

  it('keeps a real actor only this outlet names', () => {
    const out = summaries([
      ['a', 'left', 'Council approves budget', SHARED],
      ['b', 'center', 'Council passes budget', SHARED],
      ['c', 'right', 'Council approves budget', `${SHARED} Treasurer Adaeze Okafor opposed it.`],
    ]);
    expect(out.get('c')).to.contain('alone in naming Treasurer Adaeze Okafor');
  });

  it('reports no clock time, ordinal or day of the month as a figure only it gives', () => {
    const out = summaries([
      ['a', 'left', 'Council approves budget', SHARED],
      ['b', 'center', 'Council passes budget', SHARED],
      [
        'c',
        'right',
        'Council approves budget',
        `${SHARED} The vote came at 7 a.m. on the 15th ballot, and the plan starts Aug. 3.`,
      ],
    ]);
    expect(out.get('c')).to.not.match(/alone in reporting (7|15|3)\b/);
  });

  it('still reports a real figure only it gives', () => {
    const out = summaries([
      ['a', 'left', 'Council approves budget', SHARED],
      ['b', 'center', 'Council passes budget', SHARED],
      ['c', 'right', 'Council approves budget', `${SHARED} The budget cuts 4,000 jobs.`],
    ]);
    expect(out.get('c')).to.match(/alone in reporting 4,000/);
  });
});
