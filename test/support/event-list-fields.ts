// The fields of an event list item (SPEC §2 Event) and of a source row (SPEC §2 Source) in the order every
// response gives them, taken from the wire contract (src/contract/): GET /events, GET /search, parallax analyze
// and the presenters are all held to these lists, so a field the code adds, drops or moves fails the tests.
import { eventFields } from '../../src/contract/event-list-item';
import { sourceRow } from '../../src/contract/source-row';

export const EVENT_LIST_ITEM_FIELDS = Object.keys(eventFields);

/** The fields of a source row (SPEC §2 Source), in the order every response gives them. */
export const SOURCE_ROW_FIELDS = Object.keys(sourceRow.shape);
