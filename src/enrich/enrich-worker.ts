// Worker-thread entry for the enrichment pool: enriches a chunk of texts with the same function ingest runs
// inline. Each worker loads the NLP models once.
import { enrich, type Enrichment } from './enrich';

export interface EnrichInput {
  title: string;
  lead: string;
}

export default function enrichChunk(inputs: EnrichInput[]): Enrichment[] {
  return inputs.map(({ title, lead }) => enrich(title, lead));
}
