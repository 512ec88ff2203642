// Public entry of the synthetic demo corpus (see docs/demo-corpus.md): the generators and their types.
export { generateDemoCorpus, generateDemoCorpusWithTruth } from './generate';
export type { DemoCorpusOptions, DemoTruthRecord, EventKind, ReplayRecord } from './types';
export type { Side } from './template';
