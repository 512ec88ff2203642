// Feeds on the local feed server (feed-server.ts) that grow while a test or bench runs, for ingest under faults:
// a few outlets each publish stories about a handful of shared subjects (so articles cluster into events), every
// item stays in its feed, and `urls()` is what a complete ingest must hold, no more, no less.
import { outletBySlug } from '../../src/outlets/catalog';
import type { FeedServer } from './feed-server';
import { rssFeed, type RssItem } from './rss-feed';

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

export class GrowingFeeds {
  private readonly items = new Map<string, RssItem[]>(OUTLETS.map((slug) => [slug, []]));
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
        const title = `${subject} ${rest} (${outlet} report ${n})`;
        items.push({
          title,
          link: `https://${domain}/growing/story-${n}`,
          published: new Date(PUBLISHED + n * 60_000),
          description: `${title}. Reporting continues on the story.`,
        });
      }
      this.server.setFeed(`/growing/${outlet}.xml`, rssFeed(items));
    }
    this.published += perOutlet;
  }

  /** Every item URL the feeds list now. */
  urls(): string[] {
    return [...this.items.values()].flat().map((i) => i.link);
  }
}
