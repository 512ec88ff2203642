// The contract's resources (src/contract/) that the document holds under components.schemas, by name: each is
// written from its zod schema, and every other schema that contains one refers to it by this name. The error
// body and the export trailer are built here around the error codes the REST adapter lists.
import type { z } from 'zod';
import { category } from '../../contract/category';
import { divergence } from '../../contract/divergence';
import { eventDetail } from '../../contract/event-detail';
import { eventFeedback } from '../../contract/event-feedback';
import { eventList, eventListItem } from '../../contract/event-list-item';
import { article } from '../../contract/article';
import { exportTrailer } from '../../contract/export-trailer';
import { fact } from '../../contract/fact';
import { flag } from '../../contract/flag';
import { gap } from '../../contract/gap';
import { gapEntry } from '../../contract/gap-entry';
import { lookup, lookupCoverage, lookupEvent } from '../../contract/lookup';
import { marketArticle } from '../../contract/market-article';
import { outlet } from '../../contract/outlet';
import { stats } from '../../contract/stats';
import { tag } from '../../contract/tag';
import { tagCount } from '../../contract/tag-count';
import { divergenceTimeseries, timeseries, timeseriesPoint } from '../../contract/timeseries';
import { similarEvent, similarEventList } from '../../contract/similar-event';
import { sourceRow } from '../../contract/source-row';
import { webhookDelivery, webhookDeliveryList } from '../../contract/webhook-delivery';
import {
  webhookSubscription,
  webhookSubscriptionList,
  webhookSubscriptionWithSecret,
} from '../../contract/webhook-subscription';
import { ERROR_BODY, ERROR_DETAIL } from './errors';
import {
  documentSchema,
  documentValue,
  type ComponentNames,
  type DocumentedValue,
  type Form,
} from './from-contract';
import type { Schema } from './types';

/** The export's last line, whose `error` is the error body's. */
export const EXPORT_TRAILER = exportTrailer(ERROR_DETAIL);

const CONTRACT_COMPONENTS = {
  Category: category,
  Event: eventListItem,
  EventDetail: eventDetail,
  Divergence: divergence,
  EventList: eventList,
  SimilarEvent: similarEvent,
  SimilarEventList: similarEventList,
  Source: sourceRow,
  Fact: fact,
  EventFeedback: eventFeedback,
  Flag: flag,
  Gap: gap,
  GapEntry: gapEntry,
  Outlet: outlet,
  MarketArticle: marketArticle,
  Tag: tag,
  TagCount: tagCount,
  Stats: stats,
  TimeseriesPoint: timeseriesPoint,
  Timeseries: timeseries,
  DivergenceTimeseries: divergenceTimeseries,
  Article: article,
  WebhookSubscription: webhookSubscription,
  WebhookSubscriptionWithSecret: webhookSubscriptionWithSecret,
  WebhookDelivery: webhookDelivery,
  WebhookSubscriptionList: webhookSubscriptionList,
  WebhookDeliveryList: webhookDeliveryList,
  LookupCoverage: lookupCoverage,
  LookupEvent: lookupEvent,
  Lookup: lookup,
  ExportTrailer: EXPORT_TRAILER,
  Error: ERROR_BODY,
};

type ComponentName = keyof typeof CONTRACT_COMPONENTS;

export const CONTRACT_COMPONENT_NAMES = Object.keys(CONTRACT_COMPONENTS) as ComponentName[];

/** The components by schema, and the error body's `error`, which the export trailer refers to inside `Error`. */
const NAMES: ComponentNames = new Map<z.core.$ZodType, string>([
  ...Object.entries(CONTRACT_COMPONENTS).map(([name, schema]) => [schema, name] as const),
  [ERROR_DETAIL, 'Error/properties/error'],
]);

/** The names a component may refer to: every one but the paths into itself, which it writes in place. */
const namesOutside = (name: ComponentName): ComponentNames =>
  new Map([...NAMES].filter(([, other]) => !other.startsWith(`${name}/`)));

/** The components.schemas entry of a contract resource. */
export const contractComponent = (name: ComponentName): Schema =>
  documentSchema(CONTRACT_COMPONENTS[name], namesOutside(name));

/** A contract parameter's value for the document, the contract's components in it written as references. */
export const contractValue = (schema: z.ZodType, valueDescription?: string): DocumentedValue =>
  documentValue(schema, NAMES, valueDescription);

/** The components.schemas entries of these contract resources, in this order. */
export const contractComponents = (...names: ComponentName[]): Record<string, Schema> =>
  Object.fromEntries(names.map((name) => [name, contractComponent(name)]));

/** The document schema of a contract schema that is no component (a response written in place). */
export const contractSchema = (schema: z.ZodType, form?: Form): Schema => documentSchema(schema, NAMES, form);
