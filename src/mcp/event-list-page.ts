// A cursor page of events as the tools return it (src/contract/tool-pages.ts: REST's list items under `events`
// and REST's `meta`), fetched within the response size cap (a page too large is fetched again shorter, with its
// own next cursor).
import { presentEventListItem } from '../api/presenters/event';
import type { EventRecord } from '../services/event-record';
import type { EventEmbed } from '../services/events';
import { clampLimit } from '../services/pagination/limit';
import type { Page } from '../services/pagination/paged-search';
import { presentListMeta } from '../api/presenters/list-meta';
import { fitToCap } from './size-cap';

export async function eventListPage(
  limit: number | undefined,
  fetch: (limit: number) => Promise<Page<EventRecord>>,
  embed: readonly EventEmbed[] = [],
) {
  const present = (page: Page<EventRecord>) => ({
    events: page.items.map((e) => presentEventListItem(e, embed)),
    meta: presentListMeta(page),
  });
  return fitToCap(clampLimit(limit), async (size) => present(await fetch(size)));
}
