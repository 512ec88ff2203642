// An event in a list on the wire (SPEC §2 Event): the spec's fields in the order every response gives them, and
// the source rows and fact ledger when asked for with `embed` (or, for the sources, on `/divergence/top`); and a
// page of them.
import { z } from 'zod';
import { DIVERGENCE_RANGE } from '../spec';
import { category } from './category';
import { fact } from './fact';
import { listPage } from './list-page';
import { sourceRow } from './source-row';

/** The list item's own fields, which the single event, the similar event and the gap entry share. */
export const eventFields = {
  id: z.int().min(1).describe('Event identifier: stable across re-ingest and restarts.'),
  title: z.string().describe('The most central headline of the event.'),
  summary: z.string().describe('An extractive summary, at most 300 characters.'),
  category,
  divergence_score: z
    .int()
    .min(DIVERGENCE_RANGE.min)
    .max(DIVERGENCE_RANGE.max)
    .describe('How far the coverage splits across the political spectrum.'),
  article_count: z.int().min(1).describe('Articles in the event.'),
  time_ago: z.string().describe('Relative age of the event, for display (for example `3 hours ago`).'),
  reported_at: z.iso.datetime().describe('When the event was first reported (its earliest article).'),
  updated_at: z.iso.datetime().describe('When the event last changed.'),
};

/** The embeddable arrays, which the single event always carries. */
export const eventEmbeds = {
  sources: z.array(sourceRow).describe('One row per covering outlet, left to right.'),
  facts: z.array(fact).describe('The fact ledger.'),
};

export const eventListItem = z
  .strictObject({
    ...eventFields,
    sources: eventEmbeds.sources.optional(),
    facts: eventEmbeds.facts.optional(),
  })
  .describe(
    'An event in a list (SPEC §2 Event). `sources` and `facts` appear only when asked for with `embed` (or, for `sources`, on `/divergence/top`).',
  );

export const eventList = listPage(eventListItem, 'The events of this page.', 'A page of events.');

export type EventListItem = z.infer<typeof eventListItem>;
