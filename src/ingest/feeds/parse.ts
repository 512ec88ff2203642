// Streams feed text through feedparser (sax in loose mode) and hands each entry over as it closes. sax never
// reads a DTD: internal entities (billion laughs) and external ones (file:///etc/passwd) stay as their literal
// "&name;" text, so nothing expands and nothing is fetched. Loose mode also recovers from most broken markup the
// way feed readers do; a document that ends before its root element closes keeps the entries completed before
// the damage, and the result says so.
import type { EventEmitter } from 'node:events';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import FeedParser from 'feedparser';
import { FeedError } from './errors';

/**
 * feedparser keeps its element stack with Array#unshift, so each open tag costs the current depth and a document
 * nested a million deep is quadratic. Feeds nest a dozen levels, Atom XHTML content a few dozen more.
 */
export const MAX_XML_DEPTH = 256;

/**
 * sax (xmlns mode) checks each new attribute against all earlier ones of its element with a linear search, so an
 * element with a million attributes is quadratic too. Real elements carry a handful.
 */
export const MAX_ATTRIBUTES = 1_000;

/** feedparser's sax stream and its list of resumed sax errors: long-standing members its typings leave out. */
interface FeedParserInternals {
  stream: EventEmitter & { _parser?: { attribList?: unknown } };
  errors: Error[];
}

/**
 * Stands in for sax's pending-attribute list and refuses to grow past the cap. sax only pushes, searches, indexes
 * and truncates it, which an Array subclass does the same way; the throw stops sax mid-chunk. The attribute-flood
 * test fails if a sax update renames the list.
 */
class BoundedAttributeList<T> extends Array<T> {
  override push(...items: T[]): number {
    if (this.length + items.length > MAX_ATTRIBUTES) {
      throw new FeedError(`more than ${MAX_ATTRIBUTES} attributes in one element`);
    }
    return super.push(...items);
  }
}

/** Ends the pipeline early, on purpose, once the caller has all the entries it keeps. */
class EnoughItems extends Error {}

export interface ParseOutcome {
  /** Set when the XML was damaged but the feed was still read (entries completed before the damage are kept). */
  malformed?: string;
}

export async function parseFeed(
  text: AsyncIterable<string>,
  feedUrl: string,
  /** Returns false once it wants no more entries; the rest of the body is then neither read nor parsed. */
  onItem: (item: FeedParser.Item) => boolean,
): Promise<ParseOutcome> {
  const parser = new FeedParser({ feedurl: feedUrl, addmeta: false, normalize: true, resume_saxerror: true });
  const internals = parser as unknown as FeedParserInternals;
  const saxParser = internals.stream._parser;
  if (saxParser && Array.isArray(saxParser.attribList)) saxParser.attribList = new BoundedAttributeList();
  let depth = 0;
  let unclosedAtEnd = 0;
  internals.stream.on('opentag', () => {
    // Thrown inside sax's write loop, this stops the current chunk at once; feedparser turns it into a stream error.
    if (++depth > MAX_XML_DEPTH) throw new FeedError(`XML nested deeper than ${MAX_XML_DEPTH} elements`);
  });
  internals.stream.on('closetag', () => {
    depth -= 1;
  });
  internals.stream.on('end', () => {
    unclosedAtEnd = depth;
  });
  const sink = new Writable({
    objectMode: true,
    write(item: FeedParser.Item, _encoding, done) {
      done(onItem(item) ? null : new EnoughItems());
    },
  });
  try {
    await pipeline(Readable.from(text), parser, sink);
  } catch (error) {
    if (error instanceof EnoughItems) return {};
    if (error instanceof FeedError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new FeedError(
      message === 'Not a feed' ? 'not an RSS, Atom or RDF feed' : `unreadable feed: ${message}`,
    );
  }
  const saxErrors = internals.errors.map((e) => e.message.split('\n')[0]);
  if (unclosedAtEnd > 0) saxErrors.unshift('document ends before its root element closes');
  return saxErrors.length > 0 ? { malformed: `malformed XML: ${saxErrors.join('; ')}` } : {};
}
