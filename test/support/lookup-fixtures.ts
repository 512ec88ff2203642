// Two stories, each told by outlets of the left, the centre and the right, written for the article lookup's tests
// and replayed through the real ingest (analysis, meaning vectors, clustering into events), so what the lookup reads
// is what ingest stores. Times are relative to the run's start: the lookups' windows are, too.
import type { IngestContext } from '../../src/ingest/ingest-context';
import { replayLines } from '../../src/ingest/replay';
import { parseReplayLine } from '../../src/ingest/replay-file';

const HOUR_MS = 60 * 60 * 1000;

export interface LookupStory {
  urls: string[];
  /** A headline of the same happening by an outlet Parallax does not store. */
  paraphrase: string;
}

export const PORT_STRIKE: LookupStory = {
  urls: [
    'https://www.cnn.com/2026/business/drayton-port-strike',
    'https://www.reuters.com/world/drayton-dockworkers-strike',
    'https://www.foxnews.com/us/drayton-port-strike-automation',
    'https://www.nytimes.com/2026/business/drayton-dockers.html',
  ],
  paraphrase: 'Drayton dock workers stop work in protest against automated cranes',
};

export const BANK_CHAIR: LookupStory = {
  urls: [
    'https://www.theguardian.com/business/elena-marsh-central-bank',
    'https://apnews.com/article/elena-marsh-confirmed',
    'https://www.breitbart.com/politics/elena-marsh-senate-vote',
  ],
  paraphrase: 'Lawmakers approve Elena Marsh to lead the central bank',
};

function lines(start: number) {
  const at = (hours: number) => new Date(start + hours * HOUR_MS).toISOString();
  const port = (title: string, summary: string, i: number) => ({
    url: PORT_STRIKE.urls[i],
    title,
    summary,
    published_at: at(i),
  });
  const bank = (title: string, summary: string, i: number) => ({
    url: BANK_CHAIR.urls[i],
    title,
    summary,
    published_at: at(i + 0.5),
  });
  return [
    port(
      'Drayton port dockworkers strike over automation plans',
      'Thousands of dockworkers at the port of Drayton walked off the job on Monday over plans to install automated cranes, halting container traffic.',
      0,
    ),
    port(
      'Dockworkers strike at Drayton port over automated cranes',
      'Dockworkers at the port of Drayton went on strike on Monday in a dispute over automated cranes, stopping container traffic at the terminal.',
      1,
    ),
    port(
      'Union shuts down Drayton port in strike against automation',
      'The dockworkers union shut down the port of Drayton on Monday, striking against automated cranes that the port operator says are needed to compete.',
      2,
    ),
    port(
      'Drayton port strike: dockworkers fight automated cranes',
      'Dockworkers at Drayton began a strike on Monday against automated cranes, leaving container ships waiting outside the port.',
      3,
    ),
    bank(
      'Senate confirms Elena Marsh as central bank chair',
      'The Senate voted 54 to 46 on Tuesday to confirm Elena Marsh as chair of the central bank, after weeks of debate over interest rates.',
      0,
    ),
    bank(
      'Elena Marsh confirmed to lead the central bank',
      'Elena Marsh was confirmed by the Senate on Tuesday as chair of the central bank in a 54 to 46 vote.',
      1,
    ),
    bank(
      'Senate narrowly backs Elena Marsh for central bank chair',
      'The Senate confirmed Elena Marsh as central bank chair on Tuesday, 54 to 46, as critics warned about her views on interest rates.',
      2,
    ),
  ];
}

/** Replays both stories, starting `start` (epoch ms), and refreshes so the lookup sees them. */
export async function ingestLookupStories(app: IngestContext, start: number): Promise<void> {
  const report = await replayLines(
    app,
    lines(start).map((line, i) => parseReplayLine(JSON.stringify(line), i + 1)),
  );
  if (report.indexed !== 7) throw new Error(`lookup fixtures: ${JSON.stringify(report)}`);
  await app.es.indices.refresh({ index: [app.indices.articles, app.indices.events] });
}

/** The event ingest put an article in. */
export async function eventOf(app: IngestContext, url: string): Promise<number> {
  const res = await app.es.search<{ event_id: number }>({
    index: app.indices.articles,
    query: { term: { url } },
    _source: ['event_id'],
  });
  const id = res.hits.hits[0]?._source?.event_id;
  if (id === undefined) throw new Error(`no event for ${url}`);
  return id;
}
