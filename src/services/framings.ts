// The framing values the `framing` filter accepts (SPEC §4 Events: "a framing label"): the slugs of
// src/enrich/framing.ts FRAMES, listed here so the API need not load the NLP model that module brings along
// (about 50 MB and 0.4 s per process). test/unit/event-presenter.test.ts keeps the two lists equal.
export const FRAMING_VALUES = [
  'security',
  'legal',
  'health',
  'morality',
  'fairness',
  'public_opinion',
  'political',
  'policy',
  'economic',
  'human_interest',
  'factual',
] as const;
