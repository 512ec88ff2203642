// Compiled term vectors: the hash index finds every id (and only those), cosines sum in the smaller vector's
// own order (a borderline decision depends on the last bit), and addScaled keeps the order a Map update would.
import { expect } from 'chai';
import { addScaled, compiled, cosine, keyIndex, termId } from '../../src/cluster/vector';
import { meaningVectors } from '../../src/cluster/embedding';

describe('cluster: vector', () => {
  it('indexes ids by their first position and finds no other', () => {
    const keys = Array.from({ length: 300 }, (_, i) => `stem${i}`);
    const index = keyIndex([...keys, 'stem7']);
    keys.forEach((key, i) => expect(index.indexOf(termId(key))).to.equal(i));
    expect(index.indexOf(termId('stem-absent'))).to.equal(-1);
    expect(keyIndex([]).has(termId('stem1'))).to.equal(false);
  });

  it('sums a cosine over the smaller vector in its own order', () => {
    const small = { c: 0.3, a: 0.1, b: 0.7 };
    const large = { a: 0.2, b: 0.9, c: 0.4, d: 0.5 };
    let dot = 0;
    dot += 0.3 * 0.4;
    dot += 0.1 * 0.2;
    dot += 0.7 * 0.9;
    const norm = (v: number[]) => Math.sqrt(v.reduce((s, w) => s + w * w, 0));
    const expected = dot / (norm([0.3, 0.1, 0.7]) * norm([0.2, 0.9, 0.4, 0.5]));
    expect(cosine(small, large)).to.equal(expected);
    expect(cosine(large, small)).to.equal(expected);
    expect(cosine({}, large)).to.equal(0);
  });

  it("adds in a's order, then b's new keys, dropping what falls to zero", () => {
    const sum = addScaled({ x: 1, y: 0.5, z: 0.2 }, { z: 0.2, w: 0.3, y: 0.25 }, -1, 10);
    expect(Object.entries(sum)).to.deep.equal([
      ['x', 1],
      ['y', 0.25],
    ]);
    const grown = addScaled({ x: 1, y: 0.5 }, { w: 0.3, y: 0.1 }, 1, 10);
    expect(Object.keys(grown)).to.deep.equal(['x', 'y', 'w']);
    expect(cosine(grown, { w: 1 })).to.be.closeTo(0.3 / Math.hypot(1, 0.6, 0.3), 1e-12);
  });

  it('cuts a sum back to the k heaviest, ties by key, once it exceeds 1.5 k', () => {
    const sum = addScaled({ a: 1, b: 2, c: 2 }, { d: 3 }, 1, 2);
    expect(Object.entries(sum)).to.deep.equal([
      ['d', 3],
      ['b', 2],
    ]);
  });

  it('keeps meaning vectors in single precision', () => {
    const v = meaningVectors(compiled({ storm: 0.8, coast: 0.6 }), []).all;
    expect(v.some((x) => x !== 0)).to.equal(true);
    for (const x of v) expect(Math.fround(x)).to.equal(x);
  });
});
