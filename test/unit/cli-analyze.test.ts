// `parallax analyze` on fixture lines, without any store: grouping by event_id, outlets outside the 45 placed by
// side or position (or skipped and counted), malformed lines reported by number, the output of a two-sided event,
// and the command's exit codes.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { analyzeCommand } from '../../src/cli/analyze';
import { analyzeStream, summaryLine, type AnalyzeSummary } from '../../src/cli/analyze-run';
import { SIDE_POSITIONS } from '../../src/cli/placed-outlet';
import {
  CLOSURES,
  closureLines,
  fixtureLines,
  jsonl,
  STRIKE,
  strikeLines,
  type AnalyzeFixtureLine,
} from '../fixtures/analyze-lines';
import { SOURCE_ROW_FIELDS } from '../support/event-list-fields';

async function analyze(
  text: string,
): Promise<{ events: any[]; warnings: string[]; summary: AnalyzeSummary }> {
  const events: any[] = [];
  const warnings: string[] = [];
  const summary = await analyzeStream(Readable.from([text]), {
    write: async (line) => {
      events.push(JSON.parse(line));
    },
    warn: (message) => warnings.push(message),
  });
  return { events, warnings, summary };
}

const blog = (extra: Partial<AnalyzeFixtureLine>): AnalyzeFixtureLine => ({
  event_id: STRIKE,
  url: 'https://harbour-notes.example.net/brennmoor',
  title: 'Brennmoor port strike enters its first day',
  summary: 'Dock workers at the port of Brennmoor walked out on Monday over shift rules.',
  published_at: '2026-10-07T16:00:00Z',
  ...extra,
});

describe('parallax analyze', function () {
  // The first analysis loads the NLP models.
  this.timeout(60_000);

  it('groups lines by event_id, in the order the input first names each event', async () => {
    const { events, warnings, summary } = await analyze(jsonl(fixtureLines));
    expect(warnings).to.deep.equal([]);
    expect(events.map((e) => [e.event_id, e.article_count])).to.deep.equal([
      [STRIKE, strikeLines.length],
      [CLOSURES, closureLines.length],
    ]);
    expect(events[1].sources.map((s: any) => s.outlet_slug)).to.have.members([
      'msnbc',
      'vox',
      'the-atlantic',
    ]);
    expect(summary).to.deep.include({ events: 2, articles: 8, malformed: 0, repeated: 0 });
    expect(summaryLine(summary)).to.equal(
      'analyze: 2 events, 8 articles; skipped 0 lines: 0 malformed, 0 of an untracked outlet without side or bias_position',
    );
  });

  it('keeps the event 7 and the event "7" apart and writes each id as given', async () => {
    const [a, b] = closureLines;
    const { events } = await analyze(
      jsonl([
        { ...a, event_id: 7 },
        { ...b, event_id: '7' },
      ]),
    );
    expect(events.map((e) => e.event_id)).to.deep.equal([7, '7']);
  });

  it('counts an article its event already had once, the later line kept', async () => {
    const later = { ...closureLines[0], title: 'Quillon county closes nine libraries on Friday' };
    const { events, summary } = await analyze(jsonl([...closureLines, later]));
    expect(summary.repeated).to.equal(1);
    expect(events[0].article_count).to.equal(3);
    expect(events[0].sources.find((s: any) => s.outlet_slug === 'msnbc').headline).to.equal(later.title);
  });

  it('scores a two-sided event and shows its sources, facts, coverage and no stored-only field', async () => {
    const [strike] = (await analyze(jsonl(strikeLines))).events;
    expect(strike.divergence_score).to.be.a('number').within(0, 100);
    expect(strike.divergence).to.include.keys('method_version', 'confidence', 'drivers', 'history');
    expect(strike.divergence.basis).to.equal('both_sides');
    expect(strike.sources.map((s: any) => s.outlet_slug)).to.deep.equal([
      'huffpost',
      'the-guardian',
      'associated-press',
      'washington-times',
      'daily-wire',
    ]);
    expect(strike.sources[0]).to.have.keys(...SOURCE_ROW_FIELDS);
    expect(strike.facts).to.be.an('array');
    expect(strike.coverage).to.include({ left: 2, center: 1, right: 2 });
    expect(strike.gap).to.equal(null);
    expect(strike.reported_at).to.equal('2026-10-07T08:15:00.000Z');
    expect(strike.title).to.be.a('string').and.not.equal('');
    expect(strike).to.not.have.any.keys('id', 'time_ago', 'updated_at', 'first_seen_at');
  });

  it('finds the gap of a story one side alone covered', async () => {
    const [closures] = (await analyze(jsonl(closureLines))).events;
    expect(closures.gap).to.deep.equal({
      covered_by: 'left',
      ignored_by: 'right',
      covered_count: 3,
      ignored_count: 0,
    });
  });

  it('analyses an outlet outside the 45 at its side or position, and skips and counts it with neither', async () => {
    const { events, warnings, summary } = await analyze(
      jsonl([
        ...closureLines,
        blog({ event_id: 'a', outlet: 'Harbour Notes', side: 'right' }),
        blog({ event_id: 'b', side: 'left' }),
        blog({ event_id: 'c', outlet: 'Harbour Notes', bias_position: 60 }),
        blog({ event_id: 'd', outlet: 'Harbour Notes', side: 'center', bias_position: 50 }),
        blog({ event_id: 'e', outlet: 'Harbour Notes' }),
        blog({ event_id: 'e', side: null as unknown as string }),
        blog({ event_id: 'f', url: 'https://www.foxnews.com/brennmoor', side: 'left' }),
      ]),
    );
    expect(warnings).to.deep.equal([]);
    const row = (id: string) => events.find((e) => e.event_id === id).sources[0];
    expect(row('a')).to.include({
      outlet: 'Harbour Notes',
      outlet_slug: 'harbour-notes',
      bias: 'right',
      bias_position: SIDE_POSITIONS.right,
    });
    expect(row('b')).to.include({
      outlet: 'harbour-notes.example.net',
      outlet_slug: 'harbour-notes-example-net',
      domain: 'harbour-notes.example.net',
      bias: 'left',
      bias_position: SIDE_POSITIONS.left,
    });
    expect(row('c')).to.include({ bias: 'center', bias_position: 60 });
    expect(row('d')).to.include({ bias: 'center', bias_position: 50 });
    // A tracked outlet keeps its own place whatever its line says.
    expect(row('f')).to.include({ outlet_slug: 'fox-news', bias_position: 78 });
    expect(events.map((e) => e.event_id)).to.deep.equal([CLOSURES, 'a', 'b', 'c', 'd', 'f']);
    expect([...summary.untracked]).to.deep.equal([
      ['Harbour Notes', 1],
      ['harbour-notes.example.net', 1],
    ]);
    expect(summaryLine(summary)).to.contain(
      'skipped 2 lines: 0 malformed, 2 of an untracked outlet without side or bias_position (Harbour Notes 1, harbour-notes.example.net 1)',
    );
  });

  it('reports malformed lines with their number, skips them and goes on', async () => {
    const [a, b, c] = closureLines;
    const { events, warnings, summary } = await analyze(
      jsonl([
        a,
        '{"event_id": "x", "url": ',
        '',
        { ...b, event_id: undefined } as unknown as AnalyzeFixtureLine,
        '[1, 2]',
        { ...c, url: 'ftp://example-vox.test/file' },
        { ...c, published_at: 'last Tuesday' },
        blog({ side: 'leftish' }),
        blog({ bias_position: 150 }),
        blog({ bias_position: 40.5 }),
        blog({ side: 'left', bias_position: 80 }),
        blog({ event_id: '  ' }),
        c,
      ]),
    );
    expect(warnings.map((w) => w.replace(/:.*/, ''))).to.deep.equal([
      'line 2',
      'line 4',
      'line 5',
      'line 6',
      'line 7',
      'line 8',
      'line 9',
      'line 10',
      'line 11',
      'line 12',
    ]);
    expect(warnings[0]).to.match(/^line 2: invalid JSON/);
    expect(warnings[1]).to.equal('line 4: "event_id" is required');
    expect(warnings[3]).to.equal('line 6: url is not an http(s) URL: "ftp://example-vox.test/file"');
    expect(warnings[8]).to.equal(
      'line 11: "side" is "left" but "bias_position" 80 is right (left <= 35, right >= 65)',
    );
    expect(warnings[9]).to.equal('line 12: "event_id" must not be blank');
    expect(summary).to.deep.include({ events: 1, articles: 2, malformed: 10 });
    expect(events[0].article_count).to.equal(2);
  });

  describe('exit codes', () => {
    const silenced = async (run: () => Promise<number>) => {
      const error = console.error;
      const log = console.log;
      console.error = () => undefined;
      console.log = () => undefined;
      try {
        return await run();
      } finally {
        console.error = error;
        console.log = log;
      }
    };

    // --help is the entry's to answer, for every command alike (test/integration/cli.test.ts).
    it('is 2 on a usage error', async () => {
      expect(await silenced(() => analyzeCommand.run(['--batch', '3']))).to.equal(2);
      expect(await silenced(() => analyzeCommand.run(['a.jsonl', 'b.jsonl']))).to.equal(2);
      expect(await silenced(() => analyzeCommand.run(['/no/such/file.jsonl']))).to.equal(2);
    });

    it('runs with no store: 1 when lines were skipped (standard input), 0 when none were (a file)', async () => {
      // Stores that cannot answer: the command must not need them.
      const env = { ...process.env, ES_URL: 'http://127.0.0.1:9', REDIS_URL: 'redis://127.0.0.1:9' };
      const main = path.resolve(__dirname, '..', '..', 'src', 'cli', 'main.ts');
      const parallax = (args: string[], input?: string) => {
        const child = promisify(execFile)('npx', ['tsx', main, 'analyze', ...args], { env });
        if (input !== undefined) child.child.stdin!.end(input);
        return child.then(
          ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
          (err: { code: number; stdout: string; stderr: string }) => err,
        );
      };
      const skipped = await parallax([], jsonl([...closureLines, '{ not json']));
      expect(skipped.code).to.equal(1);
      expect(
        skipped.stdout
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l).event_id),
      ).to.deep.equal([CLOSURES]);
      expect(skipped.stderr).to.match(/^line 4: invalid JSON/m);
      expect(skipped.stderr.trim().split('\n').at(-1)).to.equal(
        'analyze: 1 events, 3 articles; skipped 1 lines: 1 malformed, 0 of an untracked outlet without side or bias_position',
      );
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analyze-'));
      const file = path.join(dir, 'in.jsonl');
      fs.writeFileSync(file, jsonl(closureLines));
      const clean = await parallax([file]).finally(() => fs.rmSync(dir, { recursive: true }));
      expect(clean.code).to.equal(0);
      expect(clean.stdout).to.equal(skipped.stdout);
    });
  });
});
