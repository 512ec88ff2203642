import { expect } from 'chai';
import { COPY_JACCARD, jaccard, shingles, wireCopies, wireOrigins } from '../../src/analyze/wire-copies';

const WIRE =
  'Carver Motors will close its Halbrook assembly plant in March, cutting 1,800 jobs, the company said on Tuesday, citing falling demand for its sedans.';

const text = (outlet_slug: string, bias_position: number, published_at: string, body: string) => ({
  outlet_slug,
  bias_position,
  published_at,
  shingles: shingles(body),
});

describe('analyze/wire-copies: one wire text counts once', () => {
  it('groups outlets printing one text, lightly edited, under the earliest', () => {
    const origins = wireOrigins([
      text('cnn', 25, '2026-11-10T10:05:00Z', `Halbrook plant to close. ${WIRE}`),
      text(
        'associated-press',
        55,
        '2026-11-10T10:00:00Z',
        `Halbrook plant to close, cutting 1,800 jobs. ${WIRE}`,
      ),
      text('fox-news', 78, '2026-11-10T10:20:00Z', `Carver to shut Halbrook plant. ${WIRE} Shares fell 2%.`),
      text(
        'the-guardian',
        24,
        '2026-11-10T11:00:00Z',
        'Workers in Halbrook were stunned on Tuesday when the carmaker said the plant that has employed generations of their families would shut in the spring.',
      ),
    ]);
    expect(Object.fromEntries(origins)).to.deep.equal({
      cnn: 'associated-press',
      'associated-press': 'associated-press',
      'fox-news': 'associated-press',
      'the-guardian': 'the-guardian',
    });
    expect(wireCopies(origins)).to.deep.equal([
      { outlet: 'cnn', copy_of: 'associated-press' },
      { outlet: 'fox-news', copy_of: 'associated-press' },
    ]);
  });

  it('keeps apart two outlets that report the same facts in their own words', () => {
    const a = shingles(
      'The Senate passed a $14 billion border bill 58-41 on Thursday, funding 2,000 new agents.',
    );
    const b = shingles(
      'Senators voted 58-41 on Thursday for the $14 billion bill, which pays for 2,000 more agents.',
    );
    expect(jaccard(a, b)).to.be.below(COPY_JACCARD);
    expect(jaccard(a, a)).to.equal(1);
  });
});
