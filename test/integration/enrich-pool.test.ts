import { expect } from 'chai';
import { enrich } from '../../src/enrich/enrich';
import { createEnrichPool, enrichInline } from '../../src/enrich/enrich-pool';

describe('enrichment worker pool', function () {
  this.timeout(30_000);

  it('gives exactly what inline enrichment gives, in input order', async () => {
    const inputs = Array.from({ length: 250 }, (_, i) => ({
      title:
        i % 2 ? `Microsoft shares rise ${i}% after earnings beat` : `Storm number ${i} floods coastal towns`,
      lead: i % 3 ? 'Investors cheered the results.' : '',
    }));
    const pool = createEnrichPool(2);
    try {
      const pooled = await pool.enrich(inputs);
      expect(pooled).to.deep.equal(await enrichInline(inputs));
      expect(pooled[1]).to.deep.equal(enrich(inputs[1].title, inputs[1].lead));
      expect(pooled[1].tickers).to.deep.equal(['MSFT']);
    } finally {
      await pool.close();
    }
  });
});
