// Worker-thread entry for the analysis pool: analyses a chunk of articles with the same function ingest runs
// inline. Each worker loads the NLP models once.
import { analyseArticle, type AnalysisInput, type ArticleAnalysis } from './article-analysis';

export default function analyseChunk(inputs: AnalysisInput[]): ArticleAnalysis[] {
  return inputs.map(analyseArticle);
}
