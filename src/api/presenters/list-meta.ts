// Wire format of a cursor page's state (SPEC §2 List meta), which every cursor list of REST and MCP carries.
import type { ListMeta } from '../../contract/list-page';
import type { Page } from '../../services/pagination/paged-search';

export const presentListMeta = (page: Page<unknown>): ListMeta => ({
  count: page.items.length,
  has_more: page.hasMore,
  next_cursor: page.nextCursor,
});
