// The fields of an event list item (SPEC §2 Event) and of a source row (SPEC §2 Source) in the order every
// response gives them: GET /events, GET /search, parallax analyze and the presenters are all held to these lists,
// written out here rather than taken from src so that a field the code adds, drops or moves fails the tests.
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

/** The fields of a source row (SPEC §2 Source), in the order every response gives them. */
export const SOURCE_ROW_FIELDS = [
  'outlet',
  'outlet_slug',
  'domain',
  'bias',
  'bias_position',
  'framing',
  'framing_label',
  'framing_summary',
  'headline',
  'byline',
  'sentiment',
  'url',
  'published_at',
];
