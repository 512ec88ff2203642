// The contract's resources (src/contract/) that the document holds under components.schemas, by name: each is
// written from its zod schema, and every other schema that contains one refers to it by this name.
import { z } from 'zod';
import { category } from '../../contract/category';
import { divergence } from '../../contract/divergence';
import { eventDetail } from '../../contract/event-detail';
import { eventFeedback } from '../../contract/event-feedback';
import { eventListItem } from '../../contract/event-list-item';
import { article } from '../../contract/article';
import { fact } from '../../contract/fact';
import { gap } from '../../contract/gap';
import { gapEntry } from '../../contract/gap-entry';
import { lookup, lookupCoverage, lookupEvent } from '../../contract/lookup';
import { marketArticle } from '../../contract/market-article';
import { tag } from '../../contract/tag';
import { tagCount } from '../../contract/tag-count';
import { similarEvent } from '../../contract/similar-event';
import { sourceRow } from '../../contract/source-row';
import { documentSchema, documentValue, type ComponentNames, type DocumentedValue } from './from-contract';
import type { Schema } from './types';

const CONTRACT_COMPONENTS = {
  Category: category,
  Event: eventListItem,
  EventDetail: eventDetail,
  Divergence: divergence,
  SimilarEvent: similarEvent,
  Source: sourceRow,
  Fact: fact,
  EventFeedback: eventFeedback,
  Gap: gap,
  GapEntry: gapEntry,
  MarketArticle: marketArticle,
  Tag: tag,
  TagCount: tagCount,
  Article: article,
  LookupCoverage: lookupCoverage,
  LookupEvent: lookupEvent,
  Lookup: lookup,
};

type ComponentName = keyof typeof CONTRACT_COMPONENTS;

export const CONTRACT_COMPONENT_NAMES = Object.keys(CONTRACT_COMPONENTS) as ComponentName[];

const NAMES: ComponentNames = new Map(
  Object.entries(CONTRACT_COMPONENTS).map(([name, schema]) => [schema, name]),
);

/** The components.schemas entry of a contract resource. */
export const contractComponent = (name: ComponentName): Schema =>
  documentSchema(CONTRACT_COMPONENTS[name], NAMES);

/** A contract parameter's value for the document, the contract's components in it written as references. */
export const contractValue = (schema: z.ZodType, valueDescription?: string): DocumentedValue =>
  documentValue(schema, NAMES, valueDescription);

/** The document properties of a set of contract fields, for the schemas that spread them into their own. */
export const contractProperties = (fields: z.ZodRawShape): Record<string, Schema> =>
  documentSchema(z.strictObject(fields), NAMES).properties ?? {};
