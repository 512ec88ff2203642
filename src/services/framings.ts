// The framing values the `framing` filter accepts (SPEC §4 Events: "a framing label"): the slugs of
// src/enrich/framing.ts FRAMES, listed here so the API need not load the NLP model that module brings along
// (about 50 MB and 0.4 s per process). test/unit/event-presenter.test.ts keeps the two lists equal.
export const FRAMING_VALUES = [
  'economic',
  'capacity',
  'morality',
  'fairness',
  'legal',
  'policy',
  'crime',
  'security',
  'health',
  'quality_of_life',
  'cultural_identity',
  'public_opinion',
  'political',
  'external_regulation',
  'other',
] as const;
