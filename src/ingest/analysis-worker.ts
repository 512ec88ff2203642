// Worker-thread entry for the analysis pool: analyses a chunk of articles with the same function ingest runs
// inline. Each worker loads the NLP models once.
import { analyseArticle, type AnalysisInput, type ArticleAnalysis } from './article-analysis';

export default function analyseChunk({
  inputs,
  cluster,
}: {
  inputs: AnalysisInput[];
  cluster: boolean;
}): ArticleAnalysis[] {
  return inputs.map((input) => analyseArticle(input, cluster));
}
