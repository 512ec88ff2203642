// Feeds on the local feed server (feed-server.ts) that grow while a test or bench runs, for ingest under faults:
// a few outlets each publish stories about a handful of shared subjects (so articles cluster into events), every
// item stays in its feed, and `urls()` is what a complete ingest must hold, no more, no less.
import { outletBySlug } from '../../src/outlets/catalog';
import type { FeedServer } from './feed-server';

const OUTLETS = ['the-guardian', 'fox-news', 'reuters', 'cnn'];
const SUBJECTS = [
  ['Senate', 'passes climate bill after a narrow vote'],
  ['Tesla', 'shares slide after quarterly deliveries miss forecasts'],
  ['Federal Reserve', 'holds interest rates steady amid inflation worries'],
  ['Storm', 'closes ports along the Gulf coast as thousands evacuate'],
  ['Apple', 'unveils a new phone with a larger battery and camera'],
  ['Ukraine', 'talks resume in Geneva as both sides trade accusations'],
  ['Drought', 'forces water limits across three western states'],
  ['Boeing', 'faces new safety review after a door panel incident'],
];
const PUBLISHED = Date.parse('2026-11-20T09:00:00Z');

interface Item {
  title: string;
  link: string;
  published: Date;
}

function rss(items: Item[]): string {
  const body = items
    .map(
      (i) =>
        `<item><title>${i.title}</title><link>${i.link}</link><pubDate>${i.published.toUTCString()}</pubDate>` +
        `<description>${i.title}. Reporting continues on the story.</description></item>`,
    )
    .join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Fixture</title>${body}</channel></rss>`;
}

export class GrowingFeeds {
  private readonly items = new Map<string, Item[]>(OUTLETS.map((slug) => [slug, []]));
  private published = 0;

  constructor(private readonly server: FeedServer) {
    this.publish(0);
  }

  /** One source per outlet, as runIngestCycle takes them. */
  sources(): { outlet: string; url: string }[] {
    return OUTLETS.map((outlet) => ({ outlet, url: this.server.url(`/growing/${outlet}.xml`) }));
  }

  /** Adds `perOutlet` new items to every feed. */
  publish(perOutlet: number): void {
    for (const outlet of OUTLETS) {
      const domain = outletBySlug(outlet)!.domains[0];
      const items = this.items.get(outlet)!;
      for (let i = 0; i < perOutlet; i++) {
        const n = this.published + i;
        const [subject, rest] = SUBJECTS[n % SUBJECTS.length];
        items.push({
          title: `${subject} ${rest} (${outlet} report ${n})`,
          link: `https://${domain}/growing/story-${n}`,
          published: new Date(PUBLISHED + n * 60_000),
        });
      }
      this.server.setFeed(`/growing/${outlet}.xml`, rss(items));
    }
    this.published += perOutlet;
  }

  /** Every item URL the feeds list now. */
  urls(): string[] {
    return [...this.items.values()].flat().map((i) => i.link);
  }
}
