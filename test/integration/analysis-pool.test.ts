import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
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
      // An article analysed on its own gets what it got in a worker's chunk, its meaning vector included.
      const [alone] = await analyseInline([inputs[1]], true);
      expect(asStored(pooled[1])).to.deep.equal(asStored(alone));
      expect(asStored(analyseArticle(inputs[1]))).to.deep.equal(
        asStored({ ...alone, meaningVector: undefined, meaningModel: undefined }),
      );
      expect(pooled[1].meaningVector).to.have.length(384);
      expect(pooled[1].enrichment.tickers).to.deep.equal(['MSFT']);
      expect(pooled[1].features?.id).to.equal(2);
      // Given the summary, the inputs of event analysis come too: the same Maps and Sets as inline.
      const withSummary = inputs.slice(0, 20).map((input) => ({ ...input, summary: input.lead }));
      const carried = await pool.analyse(withSummary, true);
      expect(carried.map((a) => a.eventInputs)).to.deep.equal(
        (await analyseInline(withSummary, true)).map((a) => a.eventInputs),
      );
      expect(carried[1].eventInputs?.profile.stems).to.include('microsoft');
      expect(pooled[1].eventInputs).to.equal(undefined);
      const tagsOnly = await pool.analyse(inputs.slice(0, 3), false);
      expect(tagsOnly.map((a) => a.features)).to.deep.equal([undefined, undefined, undefined]);
      expect(asStored(tagsOnly[1].enrichment)).to.deep.equal(asStored(pooled[1].enrichment));
    } finally {
      await pool.close();
    }
  });

  it('runs its workers at a lower priority than the main thread, which keeps its own', async () => {
    // The nice value of each of this process's threads (Linux: field 19 of /proc/<pid>/task/<tid>/stat).
    const niceness = () =>
      new Map(
        readdirSync(`/proc/${process.pid}/task`).map((tid) => {
          const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
          return [Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
        }),
      );
    const before = niceness();
    const pool = createAnalysisPool(2);
    try {
      await pool.analyse(
        [
          {
            id: 1,
            title: 'Storm floods towns',
            lead: '',
            published_at: '2026-11-20T10:00:00Z',
            outlet: 'reuters',
          },
        ],
        false,
      );
      const mainNice = before.get(process.pid)!;
      const nicedWorkers = () =>
        [...niceness()].filter(([tid, nice]) => !before.has(tid) && nice === Math.min(19, mainNice + 10))
          .length;
      // The pool starts both workers at once, but the second may still be loading its models when the first has
      // answered: it lowers its priority as it loads.
      for (let waited = 0; nicedWorkers() < 2 && waited < 10_000; waited += 100) await sleep(100);
      expect(nicedWorkers()).to.equal(2);
      expect(niceness().get(process.pid)).to.equal(mainNice);
    } finally {
      await pool.close();
    }
  });
});
