// The fields of an event list item (SPEC §2 Event) in the order every response gives them: GET /events,
// GET /search and the presenters are all held to this one list, written out here rather than taken from src so
// that a field the code adds, drops or moves fails the tests.
export const EVENT_LIST_ITEM_FIELDS = [
  'id',
  'title',
  'summary',
  'category',
  'divergence_score',
  'article_count',
  'time_ago',
  'reported_at',
  'updated_at',
];
