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
      const pooled = await pool.analyse(inputs, true);
      // Compared as the JSON they are stored as: structured cloning between threads drops object prototypes.
      const asStored = (value: unknown) => JSON.parse(JSON.stringify(value));
      expect(asStored(pooled)).to.deep.equal(asStored(await analyseInline(inputs, true)));
      expect(asStored(pooled[1])).to.deep.equal(asStored(analyseArticle(inputs[1])));
      expect(pooled[1].enrichment.tickers).to.deep.equal(['MSFT']);
      expect(pooled[1].features?.id).to.equal(2);
      const tagsOnly = await pool.analyse(inputs.slice(0, 3), false);
      expect(tagsOnly.map((a) => a.features)).to.deep.equal([undefined, undefined, undefined]);
      expect(asStored(tagsOnly[1].enrichment)).to.deep.equal(asStored(pooled[1].enrichment));
    } finally {
      await pool.close();
    }
  });
});
