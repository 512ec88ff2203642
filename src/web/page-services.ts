// What every family of pages is handed besides the read context: in a file of its own so the families and the
// page shell that composes them (pages.ts) both import it without importing each other.
import type { FlagLimitSetting } from '../feedback/flag-limit';
import type { AccountServices } from './account/account-kit';
import type { PageViewLimit } from './explorer/page-views';

/**
 * What the API process shares with its pages: its daily cap (a signed-in visitor's page views count there, and the
 * account page shows each key's use against it), its key change announcements, and the limits tests replace.
 */
export interface PageServices extends AccountServices {
  /** Replaces the anonymous page-view limit, for tests only (src/web/explorer/page-views.ts). */
  pageViews?: PageViewLimit;
  /** Replaces the readers' flag limit, for tests only (src/feedback/flag-limit.ts). */
  feedbackFlags?: FlagLimitSetting;
}
