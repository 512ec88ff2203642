import { expect } from 'chai';
import { analyseInline, createAnalysisPool } from '../../src/ingest/analysis-pool';
import { analyseArticle } from '../../src/ingest/article-analysis';

describe('article analysis worker pool', function () {
  this.timeout(30_000);

  it('gives exactly what inline analysis gives, in input order', async () => {
    const inputs = Array.from({ length: 250 }, (_, i) => ({
      id: i + 1,
      title:
        i % 2 ? `Microsoft shares rise ${i}% after earnings beat` : `Storm number ${i} floods coastal towns`,
      lead: i % 3 ? 'Investors cheered the results.' : '',
      published_at: '2026-11-20T10:00:00Z',
      outlet: 'reuters',
    }));
    const pool = createAnalysisPool(2);
    try {
      const pooled = await pool.analyse(inputs);
      // Compared as the JSON they are stored as: structured cloning between threads drops object prototypes.
      const asStored = (value: unknown) => JSON.parse(JSON.stringify(value));
      expect(asStored(pooled)).to.deep.equal(asStored(await analyseInline(inputs)));
      expect(asStored(pooled[1])).to.deep.equal(asStored(analyseArticle(inputs[1])));
      expect(pooled[1].enrichment.tickers).to.deep.equal(['MSFT']);
      expect(pooled[1].features.id).to.equal(2);
    } finally {
      await pool.close();
    }
  });
});
