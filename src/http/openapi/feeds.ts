// The RSS 2.0 and Atom feeds (docs/decisions.md, "Feeds"): four paths, one per feed and format, each optionally
// of one category. Their bodies are XML documents, described as strings of their media type.
import { FEED_DAILY_CAP } from '../../access/daily-cap';
import {
  FEED_CONTENT_TYPES,
  FEED_FORMATS,
  FEED_TTL_MINUTES,
  type FeedFormat,
} from '../../api/presenters/feed';
import { FEED_ITEMS, feedPath, type FeedKind } from '../routes/feeds';
import { TOP_DIVERGENCE_WINDOW_MS } from '../../spec';
import { EVENT_FILTER_PARAMETERS } from '../../contract/parameters/event-list';
import { getOperation } from './common';
import { queryParameters } from './contract-parameters';
import { string } from './schema';
import type { PathItem } from './types';

const FORMAT_NAMES: Record<FeedFormat, string> = { rss: 'RSS 2.0', atom: 'Atom 1.0' };

const ACCESS = `Meant for feed readers, which poll without a key: every caller gets the same document, read as an anonymous caller would (the anonymous lookback), ${FEED_ITEMS} items at most and no pagination. Feed requests do not count against the daily cap of the API; they have one of their own, ${FEED_DAILY_CAP.toLocaleString('en')} per client address (or key) and UTC day, reported in the same \`RateLimit\` fields and refused the same way (429 \`daily_cap_exceeded\`). Cacheable by shared caches for ${FEED_TTL_MINUTES} minutes (\`Cache-Control: public\`), with an ETag for conditional requests. Each item links to the event's web page \`/events/{id}\` on this origin; its guid (RSS) or id (Atom) is the event's API URL \`/api/v2/events/{id}\`, stable while the event lives (a gap item adds \`#gap-left\` or \`#gap-right\`). Titles and descriptions are escaped HTML.`;

const KINDS: Record<FeedKind, { summary: string; description: string; operationId: string }> = {
  divergent: {
    operationId: 'divergentFeed',
    summary: 'Feed of the most divergent events',
    description: `The scored events first seen in the last ${TOP_DIVERGENCE_WINDOW_MS / 86_400_000} days, highest divergence first (as \`/divergence/top\`); each item's description gives the score, the category, the article count and the summary.`,
  },
  gaps: {
    operationId: 'gapsFeed',
    summary: 'Feed of coverage gaps',
    description:
      "Events one side of the spectrum covered and the other ignored, most recently updated first (as `/divergence/gaps`); each item's title names the covering side, its description the outlet counts.",
  },
};

function feedOperation(kind: FeedKind, format: FeedFormat): PathItem {
  const mediaType = FEED_CONTENT_TYPES[format].split(';')[0];
  return getOperation({
    operationId: `${KINDS[kind].operationId}${format === 'rss' ? 'Rss' : 'Atom'}`,
    summary: `${KINDS[kind].summary} (${FORMAT_NAMES[format]})`,
    tag: 'Feeds',
    description: `${KINDS[kind].description} ${ACCESS}`,
    parameters: queryParameters({ category: EVENT_FILTER_PARAMETERS.category }),
    ok: {
      description: `An ${FORMAT_NAMES[format]} document, UTF-8.`,
      contentType: mediaType,
      schema: string(`An ${FORMAT_NAMES[format]} XML document.`),
    },
  });
}

export const FEED_PATHS: Record<string, PathItem> = Object.fromEntries(
  (['divergent', 'gaps'] as const).flatMap((kind) =>
    FEED_FORMATS.map((format) => [feedPath(kind, format), feedOperation(kind, format)]),
  ),
);
