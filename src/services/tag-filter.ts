// The `tag` filter of /market/articles and /articles: exact tags of the taxonomy (SPEC §2 Tag taxonomy),
// repeatable and ANDed. A malformed tag is a 400 rather than an empty answer, so a typo ("ticker:aapl",
// "topic:earning") is told apart from a tag no article carries.
import { invalidParameter } from '../errors';
import { TICKER_TAG_PREFIX, TOPIC_TAG_PREFIX, TOPICS } from '../spec';

/** At most this many `tag` parameters: an AND of more finds nothing a narrower one would not. */
export const MAX_TAGS = 20;

const TICKER_TAG = /^ticker:[A-Z][A-Z0-9]{0,9}(\.[A-Z])?$/;
const TOPIC_NAMES: ReadonlySet<string> = new Set(TOPICS);

/** A well-formed tag: `ticker:<SYMBOL>` (upper case, as stored) or one of the 47 topics. */
function checkTag(tag: string): void {
  if (tag.startsWith(TICKER_TAG_PREFIX)) {
    if (!TICKER_TAG.test(tag)) {
      throw invalidParameter(`tag "${tag}" is not a ticker tag: symbols are upper case, as in ticker:AAPL`);
    }
    return;
  }
  if (tag.startsWith(TOPIC_TAG_PREFIX) && TOPIC_NAMES.has(tag.slice(TOPIC_TAG_PREFIX.length))) return;
  if (tag.startsWith(TOPIC_TAG_PREFIX)) {
    throw invalidParameter(`tag "${tag}" names no topic; the 47 topics are listed in the tag taxonomy`);
  }
  throw invalidParameter(`tag "${tag}" must have the form ticker:<SYMBOL> or topic:<NAME>`);
}

/** The distinct tags in the order given, each checked. */
export function checkTags(tags: readonly string[] | undefined): string[] {
  const distinct = [...new Set(tags ?? [])];
  if (distinct.length > MAX_TAGS) throw invalidParameter(`tag may be given at most ${MAX_TAGS} times`);
  distinct.forEach(checkTag);
  return distinct;
}
