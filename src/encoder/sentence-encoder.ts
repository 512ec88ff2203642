// The sentence encoder: texts in, L2-normalised meaning vectors out, from an int8 ONNX BERT model run by
// onnxruntime-node on the CPU and tokenised by @huggingface/tokenizers (pure JS WordPiece). Used at ingest for each
// article's headline and lead (articleText), and by event analysis and search through the same interface.
import fs from 'node:fs';
import { Tokenizer } from '@huggingface/tokenizers';
import * as ort from 'onnxruntime-node';
import { ensureModelFiles } from './model-files';
import { DEFAULT_MODEL, ENCODER_MODELS, type EncoderModel, type EncoderModelName } from './models';

export interface SentenceEncoder {
  readonly model: string;
  /**
   * The model and its word-piece cap (`all-minilm-l6-v2/32`): stored beside each article's vector, so `parallax
   * reembed` finds the vectors another model or cap made, which are not comparable with this one's.
   */
  readonly version: string;
  readonly dimensions: number;
  /** One unit-length vector per text, in order; the cosine of two is their dot product. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

export interface EncoderOptions {
  model?: EncoderModelName;
  /**
   * Word pieces per text, [CLS] and [SEP] included; the rest of a longer text is cut off (the headline comes
   * first, so it is always read). Attention cost grows with the square of this, the rest linearly.
   */
  maxTokens?: number;
  /**
   * ONNX Runtime's intra-op threads. One by default: the encoder runs in each analysis worker thread (or inline in
   * the ingest process), and the pool already has a thread per core, so more would only contend for them.
   */
  threads?: number;
  /** Texts per ONNX run (BATCH by default). */
  batchSize?: number;
  log?: (line: string) => void;
}

/**
 * The headline and the opening of the lead. Cost grows with length (1.55 CPU ms an article at 32 word pieces, 7.8
 * at 128) while same-event retrieval on real articles does not move beyond its interval (docs/encoder.md).
 */
export const DEFAULT_MAX_TOKENS = 32;
/**
 * Texts per ONNX run. One: the int8 model quantises its activations with one scale per tensor, so a text batched
 * with others gets a vector that depends on them (up to 0.02 per component), and batches measured no cheaper
 * (docs/encoder.md). Larger batches are for measurement.
 */
const BATCH = 1;

/** The text of an article the encoder reads: its headline and summary, as one passage. */
export function articleText(headline: string, summary: string): string {
  const lead = summary.trim();
  return lead ? `${headline.trim()}. ${lead}` : headline.trim();
}

/** What `SentenceEncoder.version` is for a model and a word-piece cap. */
export function encoderVersion(model: string, maxTokens: number): string {
  return `${model}/${maxTokens}`;
}

interface Encoded {
  index: number;
  ids: number[];
}

class OnnxSentenceEncoder implements SentenceEncoder {
  readonly model: string;
  readonly version: string;
  readonly dimensions: number;
  private readonly cls: number;
  private readonly sep: number;

  constructor(
    private readonly spec: EncoderModel,
    private readonly tokenizer: Tokenizer,
    private readonly session: ort.InferenceSession,
    private readonly maxTokens: number,
    private readonly batchSize: number,
  ) {
    this.model = spec.name;
    this.version = encoderVersion(spec.name, maxTokens);
    this.dimensions = spec.dimensions;
    const id = (token: string) => {
      const found = tokenizer.token_to_id(token);
      if (found === undefined) throw new Error(`${spec.name}: the tokenizer has no ${token}`);
      return found;
    };
    this.cls = id('[CLS]');
    this.sep = id('[SEP]');
  }

  /**
   * Word pieces without the special tokens, cut to leave room for them, then framed by [CLS] and [SEP]. Only the
   * text's first words are tokenised: every word gives at least one piece, so twice maxTokens words hold more than
   * the cap (a summary of up to 1,000 characters otherwise costs its whole tokenisation for 30 pieces).
   */
  private encode(text: string): number[] {
    const words = (this.spec.prefix + text).split(/\s+/, 2 * this.maxTokens).join(' ');
    const { ids } = this.tokenizer.encode(words, { add_special_tokens: false });
    return [this.cls, ...ids.slice(0, this.maxTokens - 2), this.sep];
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const encoded: Encoded[] = texts.map((text, index) => ({ index, ids: this.encode(text) }));
    encoded.sort((a, b) => a.ids.length - b.ids.length);
    const out: Float32Array[] = new Array<Float32Array>(texts.length);
    for (let start = 0; start < encoded.length; start += this.batchSize) {
      const batch = encoded.slice(start, start + this.batchSize);
      const vectors = await this.run(batch.map((item) => item.ids));
      batch.forEach((item, i) => (out[item.index] = vectors[i]));
    }
    return out;
  }

  private async run(batch: number[][]): Promise<Float32Array[]> {
    const length = Math.max(...batch.map((ids) => ids.length));
    const size = batch.length * length;
    const inputIds = new BigInt64Array(size);
    const mask = new BigInt64Array(size);
    batch.forEach((ids, row) => {
      ids.forEach((id, col) => {
        inputIds[row * length + col] = BigInt(id);
        mask[row * length + col] = 1n;
      });
    });
    const dims = [batch.length, length];
    const feeds: Record<string, ort.Tensor> = {
      input_ids: new ort.Tensor('int64', inputIds, dims),
      attention_mask: new ort.Tensor('int64', mask, dims),
    };
    if (this.session.inputNames.includes('token_type_ids')) {
      feeds.token_type_ids = new ort.Tensor('int64', new BigInt64Array(size), dims);
    }
    const result = await this.session.run(feeds);
    const hidden = result[this.session.outputNames[0]].data as Float32Array;
    const width = this.dimensions;
    return batch.map((ids, row) => {
      const vector = new Float32Array(width);
      const base = row * length * width;
      // Mean pooling averages the states of the row's real tokens (the mask), [CLS] pooling takes the first.
      const count = this.spec.pooling === 'cls' ? 1 : ids.length;
      for (let t = 0; t < count; t += 1) {
        const offset = base + t * width;
        for (let d = 0; d < width; d += 1) vector[d] += hidden[offset + d];
      }
      let norm = 0;
      for (let d = 0; d < width; d += 1) norm += vector[d] * vector[d];
      const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
      for (let d = 0; d < width; d += 1) vector[d] *= scale;
      return vector;
    });
  }
}

/**
 * Loads the encoder, fetching and extracting its model on first use (src/encoder/model-files.ts). Throws when the
 * model cannot be fetched, checked or loaded: callers load it at start, so a missing model stops ingest instead
 * of leaving articles without vectors.
 */
export async function loadSentenceEncoder(options: EncoderOptions = {}): Promise<SentenceEncoder> {
  const spec: EncoderModel = ENCODER_MODELS[options.model ?? DEFAULT_MODEL];
  const maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
  if (!Number.isInteger(maxTokens) || maxTokens < 3 || maxTokens > 512) {
    throw new Error(
      `maxTokens must be an integer from 3 to 512 (the models' position limit), not ${maxTokens}`,
    );
  }
  const files = await ensureModelFiles(spec, options.log);
  const tokenizer = new Tokenizer(JSON.parse(fs.readFileSync(files.tokenizer, 'utf8')) as object, {});
  const threads = options.threads ?? 1;
  const session = await ort.InferenceSession.create(files.onnx, {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
  });
  return new OnnxSentenceEncoder(spec, tokenizer, session, maxTokens, options.batchSize ?? BATCH);
}
