// Measures the ticker tagger (src/enrich/tickers.ts) against a simple baseline, on two labelled sets:
//   1. SEntFiN headlines: entity-level labels, mapped to symbols through the universe's names;
//   2. outlet headlines 2012-2020: a hand-checked silver set (see docs/enrichment-tickers.md).
// Each set is split by a fixed-seed hash of the item id: 70% tune (rules were developed on it), 30% holdout.
// Usage: npx tsx scripts/eval-tickers.ts <data-dir> [--errors]   (--errors lists tune-split mistakes only)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractTickers } from '../src/enrich/tickers';
import universe from '../src/enrich/data/tickers.json';
import { parseCsv } from './lib/csv';
import { dataDirArgument } from './lib/data-dir-argument';

type Split = 'tune' | 'holdout';

interface Item {
  id: string;
  title: string;
  gold: Set<string>;
  split: Split;
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

const SEED = 'tickers-eval';
const HOLDOUT_TENTHS = 3;

/** FNV-1a, so the split depends only on the id and the seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function splitOf(id: string): Split {
  return hash(`${SEED}:${id}`) % 10 < HOLDOUT_TENTHS ? 'holdout' : 'tune';
}

const entries = (universe as { symbols: { symbol: string; names: string[] }[] }).symbols;

/** Lowercased universe name -> symbol: how SEntFiN entities are resolved, and what the baseline matches. */
const nameToSymbol = new Map<string, string>();
for (const e of entries)
  for (const n of e.names)
    if (!nameToSymbol.has(n.toLowerCase())) nameToSymbol.set(n.toLowerCase(), e.symbol);

/**
 * SEntFiN entity strings (exact) that resolve to a universe name but, in that corpus, denote a different
 * organisation (hand-checked): Fortis Healthcare, Apollo Hospitals/Tyres, an Indian "Axon" securities case,
 * the Indian casino firm Delta Corp, and CITI, the Confederation of Indian Textile Industry.
 */
const OTHER_COMPANIES = new Set(['Fortis', 'Apollo', 'Axon', 'Delta Corp', 'CITI']);

/** Entity strings sometimes carry the legal form ("Apple Inc", "Diageo Plc"); names do not. */
const LEGAL_SUFFIX = /(?:,?\s+(?:inc|corp|corporation|co|ltd|limited|plc|holdings|group)\.?)+$/;

/** The baseline: exact, case-insensitive match of any universe name with word boundaries, no guards. */
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BASELINE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...nameToSymbol.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** Baseline symbols; `capitalisedOnly` keeps matches with a capital letter (the adjudication pool). */
function baseline(title: string, capitalisedOnly = false): string[] {
  const matches = [...title.replace(/[\u2018\u2019]/g, "'").matchAll(BASELINE)].filter(
    (m) => !capitalisedOnly || /\p{Lu}/u.test(m[0]),
  );
  return [...new Set(matches.map((m) => nameToSymbol.get(m[0].toLowerCase()) as string))];
}

/** `key:SYM key:SYM ...` -> key -> symbols. */
function parsePairs(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const pair of text.trim().split(/\s+/)) {
    const [key, symbols] = pair.split(':');
    out.set(key, [...(out.get(key) ?? []), ...symbols.split(',')]);
  }
  return out;
}

/**
 * SEntFiN: gold = annotated entities that resolve to a universe name (legal form stripped), plus the
 * adjudicated additions. A predicted pair that is neither gold nor a reviewed rejection is "unreviewed".
 */
function loadSentfin(dataDir: string): Item[] {
  const rows = parseCsv(readFileSync(join(dataDir, 'sentiment', 'sentfin', 'SEntFiN.csv'), 'utf8')).slice(1);
  const entity = /['"](.+?)['"]: '(?:positive|negative|neutral)'/g;
  const additions = parsePairs(SENTFIN_ADDITIONS);
  return rows
    .filter((r) => r.length >= 3)
    .map(([id, title, decisions]) => {
      const gold = new Set<string>(additions.get(id) ?? []);
      for (const m of decisions.matchAll(entity)) {
        const symbol = nameToSymbol.get(m[1].toLowerCase().replace(LEGAL_SUFFIX, ''));
        if (symbol && !OTHER_COMPANIES.has(m[1].replace(/\.$/, ''))) gold.add(symbol);
      }
      return { id, title, gold, split: splitOf(id) };
    });
}

function unreviewedSentfinPairs(items: Item[]): number {
  const rejected = parsePairs(SENTFIN_REJECTIONS);
  let n = 0;
  for (const item of items) {
    const predicted = new Set([...extractTickers(item.title), ...baseline(item.title, true)]);
    for (const s of predicted) if (!item.gold.has(s) && !rejected.get(item.id)?.includes(s)) n++;
  }
  return n;
}

/**
 * Outlet headlines. The silver set covers every headline where the baseline finds a name with a capital
 * letter; each was read by hand and given its true symbols (HEADLINE_LABELS) or none (REVIEWED_NEGATIVES).
 * Headlines outside that pool count as mentioning no universe company, so any tagger hit there is a false
 * positive; pool headlines missing from both lists are counted and reported.
 */
function loadHeadlines(dataDir: string): { items: Item[]; unreviewed: number } {
  const lines = readFileSync(join(dataDir, 'headlines', 'outlet-headlines-2012-2020.tsv'), 'utf8').split(
    '\n',
  );
  const labels = new Map(
    HEADLINE_LABELS.trim()
      .split(/\s+/)
      .map((t) => t.split(':') as [string, string]),
  );
  const negatives = new Set(REVIEWED_NEGATIVES.trim().split(/\s+/));
  const items: Item[] = [];
  let unreviewed = 0;
  for (const line of lines.slice(1)) {
    const fields = line.split('\t');
    if (fields.length < 8) continue;
    const [id, title] = [fields[0], fields[7]];
    const key = id.slice(0, 10);
    const label = labels.get(key);
    const inPool = baseline(title, true).length > 0;
    if (inPool && label === undefined && !negatives.has(key)) unreviewed++;
    items.push({ id, title, gold: new Set(label ? label.split(',') : []), split: splitOf(id) });
  }
  return { items, unreviewed };
}

function score(items: Item[], tag: (title: string) => string[]): Counts {
  const c: Counts = { tp: 0, fp: 0, fn: 0 };
  for (const item of items) {
    const predicted = new Set(tag(item.title));
    for (const s of predicted)
      if (item.gold.has(s)) c.tp++;
      else c.fp++;
    for (const s of item.gold) if (!predicted.has(s)) c.fn++;
  }
  return c;
}

function format(c: Counts): string {
  const p = c.tp / Math.max(1, c.tp + c.fp);
  const r = c.tp / Math.max(1, c.tp + c.fn);
  const f = (2 * p * r) / Math.max(1e-9, p + r);
  return `P ${p.toFixed(3)}  R ${r.toFixed(3)}  F1 ${f.toFixed(3)}  (tp ${c.tp}, fp ${c.fp}, fn ${c.fn})`;
}

function report(name: string, items: Item[]): void {
  for (const split of ['tune', 'holdout'] as const) {
    const part = items.filter((i) => i.split === split);
    const mentions = part.reduce((n, i) => n + i.gold.size, 0);
    console.log(`${name} / ${split}: ${part.length} headlines, ${mentions} gold mentions`);
    console.log(`  tagger    ${format(score(part, (t) => extractTickers(t)))}`);
    console.log(`  baseline  ${format(score(part, baseline))}`);
  }
}

function listErrors(name: string, items: Item[]): void {
  console.log(`\n${name}: tune-split errors of the tagger`);
  for (const item of items.filter((i) => i.split === 'tune')) {
    const predicted = extractTickers(item.title);
    const fp = predicted.filter((s) => !item.gold.has(s));
    const fn = [...item.gold].filter((s) => !predicted.includes(s));
    if (fp.length || fn.length) console.log(`  FP[${fp}] FN[${fn}]  ${item.title}`);
  }
}

/** Micro-benchmark: a headline plus a ~600-character lead (built from following headlines), the ingest shape. */
function benchmark(items: Item[]): void {
  const sample = items.slice(0, 4000);
  const texts = sample.map((item, k) => {
    let lead = '';
    for (let j = 1; lead.length < 600; j++) lead += `${sample[(k + j) % sample.length].title}. `;
    return [item.title, lead.slice(0, 600)] as const;
  });
  for (const [t, b] of texts) extractTickers(t, b);
  const rounds = 5;
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  for (let r = 0; r < rounds; r++) for (const [t, b] of texts) extractTickers(t, b);
  const us = Number(process.hrtime.bigint() - start) / 1e3 / (rounds * texts.length);
  // CPU time is the fairer figure on a shared machine, where wall time includes waiting for a core.
  const cpu = process.cpuUsage(cpuStart);
  const cpuUs = (cpu.user + cpu.system) / (rounds * texts.length);
  const chars = texts.reduce((n, [t, b]) => n + t.length + b.length, 0) / texts.length;
  console.log(
    `\nspeed: ${us.toFixed(1)} µs wall, ${cpuUs.toFixed(1)} µs CPU per headline+lead (avg ${chars.toFixed(0)} chars)`,
  );
}

// SEntFiN adjudication: (S No.:symbol) pairs predicted by the tagger or the baseline but absent from the
// entity annotation, read by hand. Additions are true mentions the annotators skipped; rejections are not.
const SENTFIN_ADDITIONS = `
89:SHEL 189:PHG 435:CL 607:BAC 609:C 665:PEP 766:PEP 767:PEP 793:BABA 953:HSBC 1087:BABA 1149:NOK 1228:C
1258:GS 1375:F 1440:ADBE 1445:IBM 1798:CVS 1841:DB 1853:AZN 1926:NWG 1946:C 1990:GSK 2000:ORCL 2006:HON
2066:ORCL 2153:VOD 2154:AZN 2168:ABT 2190:BAC 2191:BAC 2323:GOOGL 2489:ABT 2561:HSBC 2587:GSK 2645:NVS
2646:NVS 2688:SNY 2743:PFE 2788:CMI 2869:NOK 2961:CL 3018:BAC 3030:BCS 3083:HSBC 3104:GSK 3104:LLY 3104:NVS
3149:TEVA 3367:HPQ 3490:BAC 3647:AZN 3663:BAC 3672:MS 3790:NVS 3798:ORCL 3827:NMR 3856:BAC 3923:ING
4008:HSBC 4035:HPQ 4067:SNY 4111:WMT 4138:AZN 4279:CL 4454:NVS 4460:ORCL 4470:HSBC 4471:SBUX 4543:BAC
4637:GE 4692:JNJ 4886:CL 4978:UBS 5095:JPM 5419:MS 5516:INTC 5876:MSFT 5916:SHEL 5920:DEO 5945:PHG 5986:BAC
6015:INFY 6019:SAP 6051:HSBC 6074:C 6121:BAC 6230:KKR 6293:GSK 6385:HPQ 6429:PHG 6515:DB 6564:NOK 6565:NOK
6629:MS 6631:PEP 6748:BAC 6768:BAC 6887:AZN 6985:BAC 7071:CMI 7148:UBS 7253:ERIC 7271:GSK 7418:AZN 7419:AZN
7431:BAC 7463:CMI 7508:GE 7655:BA 7738:SHEL 7744:BLK 7746:BAC 7768:MCO 7825:GSK 7944:BAC 8040:CMI 8155:MCO
8169:NMR 8170:NVS 8176:ORCL 8203:SNY 8223:NMR 8336:MCO 8413:DD 8708:IVZ 9136:BX 9163:AZN 9202:GS 9277:HSBC
9382:AZN 9477:BX 9525:ORCL 9551:AMT 9593:BAC 9696:JNJ 9737:BAC 9889:SNY 9930:ABT 9982:HPQ 10113:F 10207:NVS
10221:HSBC 10221:UBS 10345:GSK 10535:ADP
`;

const SENTFIN_REJECTIONS = `
179:PTC 415:BLK 555:GM 571:FTS 676:PTC 768:V 851:FTS 890:BALL 964:PRU 979:PRU 998:TGT 1031:APO 1094:UL
1205:ROST 1323:FTS 1334:UL 1371:BLK 1406:BP 1598:TGT 1750:PRU 1860:APO 1871:FOXA 1917:APO 2095:IVZ 2126:APO
2180:APO 2288:PRU 2297:ING 2349:GM 2499:APO 2500:APO 2588:APO 2766:APO 2767:APO 2811:GE 2812:PHG 2814:BP
2827:ING 2967:DAL 2993:ING 3060:APO 3148:CHTR 3373:BP 3425:UL 3455:GE 3801:BP 3940:DAL 3969:UL 4058:BP
4092:PRU 4207:FTS 4340:TGT 4558:BP 4606:UL 4806:UL 4834:HMC 4961:APO 5037:APO 5245:DAL 5403:PNC 5429:CMI
5487:BP 5730:C 5892:SLB 5928:TGT 6195:TGT 6325:ING 6378:PTC 6388:AXON 6487:DAL 6495:BP 6597:FOXA 6789:GM
6839:BLK 6880:FIS 6902:NMR 6906:CHTR 7076:DAL 7077:UL 7134:BP 7142:CMI 7277:UL 7297:BLK 7344:BP 7392:UL
7394:BP 7407:APO 7494:HMC 7502:FTS 7595:MCO 7721:APO 7722:APO 7745:FTS 7779:DAL 7867:ROST 7938:PRU 8012:HPQ
8319:GE 8449:APO 8572:APO 8634:PTC 8948:APO 9224:FTS 9294:PSKY 9372:EG 9421:APO 9440:FTS 9495:LYG 9570:ROST
9650:FIS 9682:AAPL 9740:PTC 9869:CHTR 9899:UL 10001:UL 10187:BP 10222:EG 10347:ING 10482:HMC 10487:APO
10508:CHTR
`;

// Hand labels for the outlet-headline silver set: first 10 characters of the headline id, then its symbols.
// Written by reading each pooled headline (guidelines in docs/enrichment-tickers.md); no headline text is stored.
const HEADLINE_LABELS = `
072KeBrT2b:META 0J5A1QeMIv:WMT 0OpRPrHkr4:GOOGL 0bBMWkgStk:TSLA 0i1j8JXRdh:NFLX 0rgtwWgr5W:SONY
0uIQ3aRBJv:GOOGL 14pqd9Wd0z:GOOGL 1AM2NVlezs:GOOGL 1BsgmygI6t:META 1Gss2ybuOh:META 1HjSGOtTTK:AMZN
1cOnbEqJzf:NKE 1gnHAd7St3:BA 1x5ZYKRIEB:GM 20nKXrVtjR:AAPL 276na4xOXi:GOOGL 283R1i7U2P:META 29lHkEG55k:GS
2Tp8S3nUZK:WMT 2VVNbdYbg3:GOOGL 2aLMSBFnrC:EFX 2bXHhK8djm:BA 2dhdFbYu6s:DIS 2kbZDwyFUI:META 2uqg24Lj76:META
2xNXskhF64:META 359zTG8ugC:TGT 3BalWtLANF:AAPL,GOOGL 3EQjizOMgu:GM 3HJrzHp0Jk:MSFT 3S2bG8aEKO:PSKY
3SPdC85Wgq:BA 3VP3nNM8ld:META 3WsCHFBRr4:AMZN 3XN99DOGgT:META 3Y2bkzEoQ9:META 3dTboE6BH9:AAPL 3f4QoqaSLq:HUM
3gVBto0TQ8:RDDT 3lGpniBALU:META 3oPnRRwTLT:DIS 3rh3k8gah3:WMT 3uhSKEW8Wz:AMZN 3xVtiM4gtJ:WMT 46OaKdp8xQ:SHEL
4HEUKSrrek:META 4TLE8vDrDR:GOOGL,META 4TggepkWD5:META 4XOH7LSiPP:AAPL 4ydWXCGUG9:META 5HZ23T5ojh:KO
5Ha0Yzh2dk:META 5LGtRkkiM1:META 5X0hw6YdVq:GOOGL 5YjFGyew8E:META 5b92Fv5Y3N:BA,SPCX,NOC 5bVMJ6xu5F:META
5pEdaaGavZ:CARR 5vRmRSIidb:PEP 5xaJ0iaAFi:META 64cOCg1cJ6:META 67CUCUQncy:META 6DTkganKAv:META
6LuAE7XhGq:NFLX 6S2M1vJpVR:FDX 6duQKBIV4d:META 6gzVYE39e9:GOOGL 6psYmj6FwT:META 72a55aoB3A:GOOGL
73at4ajCp1:META 78AhKEdgTf:SBUX 7Hbtlq0JHQ:GOOGL 7LlvIT3z9s:RDDT,GOOGL 7ms8fmBxwp:AMZN,BRK.B,JPM
7oV89iUduJ:META 7zrxgH4OCU:NFLX 86Peo3b82t:AAPL 8Es5HolPau:AAPL,META 8Fm1Q11hvz:META 8IHtd1in4g:FDX,UPS
8KTvqgjacb:WMT 8UKw1oKaG5:META 8YOeget1R2:VZ 8uA2k9XYLQ:CARR 8uZe3KHltl:GOOGL 8zDuCQ6Vyc:BA 8zINZ9XL6L:GOOGL
92OEBp2fnj:META 92ZCA9FUhU:AAPL 9Tr0crXozO:GOOGL 9pfBX19VcI:XOM 9utzSAjx8V:META 9vpjg9splT:GOOGL
A624EAhKZk:DIS A8qGiWbHfL:META A9Oyg8Xpgl:META A9oVogFEOf:TMUS AP4663Fdge:NFLX ASyVDIoBt5:LUV
AX6VGfzxRS:MSFT AtQBPSFeSv:GOOGL B71JHcxPAi:META BHMLdwj3FN:AMZN BLEhBaxQaK:AMZN BN0d3GgKhV:TGT
BNVwDUgB3w:NFLX,META Bh85OpyoM6:META BtBjE8wXmp:META Bvg09FFHWS:META C0dzi857KH:GOOGL C3csNyhTit:META
CCu9QJbAPf:META CK5meTNASe:META CM1F4Gryxi:GOOGL COYLfQk69S:GOOGL CUSHzzvCpL:AAPL CZIe74D0Sf:META
CcThPocGXs:DB CgyHQDF8wE:RDDT CiuLM3JApP:META Cvjxv6Z7RR:AMZN CzaO828tud:META D2QauFr5m8:WMT D4DKdEuaR4:META
DAfpF3WXu3:META DEHJw9g2F8:GOOGL DEgX3jDT47:ZM DEke9A3ETv:GOOGL DWJENkYOqq:JNJ DYBecIRqfJ:AAPL
DnEzBrItSD:META Dr64yhcm9M:META DxJDiuosGZ:PG E93Bxit61p:META ESPPtGHOL4:XOM EUzhJwZA5g:META EVDuOWQGvK:META
EVYBQWci7r:AAPL EcnD4IJCzS:META EfItfJireN:ELV FAudsLNKBB:AMZN FEaP8l3jlo:AMZN FEbPVFTVue:AAPL
FVeDdJhbCv:META FgOV0HfEW8:ELV FheHLzeLfy:WMT FnwFupCtut:DUK FtwuOAhzNr:GOOGL G0dGlIMVuB:META
G1i1aozWcL:GILD G3pkdWVBsd:EBAY,PYPL G9Q05cq9JT:META,AMZN GAsi86TdfF:META GDxI3jecpC:GOOGL GP4WdZhvd3:UBER
GPGEP3i8FY:VZ GSsnyVTCNS:GILD GqjYpeNYB2:META GsbG51DRuZ:MRK GypYoBCJ14:META GzLHxjluSj:MCD H8xquMNUCl:XOM
HA1NoHMgyR:SPCX HARZ41kmBM:META HJHAbQCFIa:AMZN,GOOGL HKzzIfjdeL:META HPRputvVKY:GOOGL HQ6X6gxmz0:META
HQLhCwVlFi:AAPL,GOOGL Hg5KK0yKCH:INTC HhaRyunCWR:GOOGL Hk2HCJpPj2:GOOGL Hq2xFZM1QS:VZ I8vwD7QXoO:DIS
IJDH3orN29:TAP IL647I8p2v:META ILMBEzNlfN:META IMBDaJDHyP:META INHhgBvLgL:BP IWHAoOM4e9:JNJ IWqLJ1tSLh:SONY
Il3OZaGP0x:META InFdgkUi4Q:META IoZ8BeE6mM:GOOGL J13vwDnEgd:AMZN J3fJKIU7K5:VZ J47FHrb05A:META
J4eYVw5txh:META J9SQycFunS:NKE JJgH0GiPW0:META JMZdRNyl75:META JP8wBFz0hd:MRK JY9lXA6mDc:GM JeF70djOnL:AMZN
Jj1Gq42rS9:META JmosvwlDGa:VZ JnzEuKkLVq:AMZN JsF6Q7d7fE:META K25T8l06Ev:META K2ZEDAVOJp:RDDT
KUwIbCu0Mb:GILD KZVbG1GNoy:META Keqc3es4Vs:MCD KmBY3qOFBu:AAPL Kr8gQF6fJr:MSFT Ksqhj9tYhf:HPQ
Kv0hBbkQRZ:META KypsmXN9B1:META L6lHegOhF5:META L6tOl1JUfv:HUM LN5szBe6by:META LOPyLNawt2:META
LVYiEhICG0:AMZN Le6pQRZM8h:META Lghjom9vaJ:NKE LizLjbGGQu:DB LjyLdehU1W:META M14yAxfoSv:META
M6yewwHCsD:CMCSA M9LQbtpmYK:META MF0ABJ3462:PEP,KO MLwGSdMjfC:NFLX MUZaWflXPt:XOM MWoQHDloVf:WFC
MZBQlyoa12:META MdQ3Xgfy9m:GOOGL MgXEqyP3dd:META Mttu37LSxI:META MuA0LizeKg:JNJ N6iZxvxEoN:TSLA
NNW1FE4GuO:DB NcKASzrxRp:WMT,AAPL NdliJxI3FO:SBUX NeVoJpkzFN:META NfaqWEykdU:META Nj43lMZzvY:PCG
Nk0d2thtyQ:META NqE1NexjCF:META NygOoR0QcB:MSFT,UBER,AAPL,GOOGL ORtQ4R2ega:MSFT OYMu1kanqp:META
Ob0hBnQAO1:META Ob3pA2spPr:MRNA Obl3Uggb92:META OdO3felAet:SONY OecKFvwXFe:GOOGL OgqA1a8GRj:GOOGL
OxNF6FoHcp:AMZN P6qJj5eW49:T PJov88S9b7:META PNE6Ua2WbV:META PNLlqLqM7v:DIS PSTkbKjm2y:GS Pfk9I8BQTc:SHEL
PrVvN1avwf:GOOGL Q8Hs0paMH2:META QD4oVsj4wy:GM QKC3MDY7CY:DLTR QMZfWCp2YJ:META Qci7xvCSRC:GOOGL
QicYIXlY7y:META QjnneB7DS4:PCG QkdR7Irhuh:BAC QmLbjKjaIb:META Qr09IKgGfZ:META Qvo5cOQavR:NKE R8lvt0uQJM:UBER
RBCLXaa6HS:META RDIdtubZUz:T RH1ho0osS9:GOOGL RSZSGVbi3z:GOOGL RYrUhupQC2:AMZN RdnP7ySx56:META RgB8zysGlS:GM
RgMWTc2AmP:META RzHvoap9Tp:META S0VEq7b7h4:WMT S1EO3cqjak:PEP SV8jmu68ZI:GOOGL SVsDrw5Zlh:META
SbXxLxbRcs:META Sf8bIT8Qr7:DB,COF SojVnVUKro:CARR SpybWfQcbo:META,GOOGL Sx2jPEbnYU:CMCSA SyqtmIJMvh:AAPL
SyyHI5RacX:WMT T9052aklS0:META TBio2y63jn:META TEabdJRwXm:BA TI668j71Jy:FDX,AAPL,AMZN TI6Z8J1C89:TSLA
TRDoraEJP0:SBUX TW7BWYlpLB:NFLX TaJMkjuyUK:META TlF60EVu5E:GOOGL TqPKTmrWR7:META TuQYwUIHdj:T
TzLfrzwiFY:META U50OZ6RRML:META U93MIe5Ys9:AAPL UBE5KALmsc:GOOGL UK0UT2NH3X:META US65TgQKlg:BA UTPeCY1V6S:ZM
UVhNxxVkK6:GOOGL UYg43c7fQR:META UaNdxlcEiK:META UdIP84fflz:AMZN UvdoAvaipd:META UwzkdSJlEZ:META
UxwizoW4t9:META V2r7sepx5a:META VB1qUMd8LT:GOOGL VBo9q4ZxAa:META VF8HXHkbT0:META VKBYseIz9C:WMT
VKa9PPxIlf:NKE VKcOpoIK8h:MSFT VPtxNBcKoc:META VYBx8UvPnb:VZ W0ZiApVttw:META W2qb2sIvby:XOM W9Gwf91GDN:META
WEBLiC1uWB:AMZN WUMfx7GFiK:META WVkZlmALky:META WgaJ3Z4gVB:XOM WiH212egtj:AMZN WmOE8sQYLG:UBER
WsTMf4kBrQ:GOOGL WsmkNrFmCj:GOOGL,META XFir84lgiM:GOOGL XFzISKN0NN:LUV XGEGgbq2Fp:META XInEsOyqGA:META
XM3Fzh9kxg:AMZN,NFLX XQFgENSGxI:GOOGL Xkjca2DqLS:GM XlQVAoPliT:GOOGL XqGMuXfYaT:META Y50IVALZZ8:META
Y8ooAzA3TR:GOOGL YEh2ctCXih:META YWnUm9BTGD:META YYc9KhyF6X:GOOGL YhkYI4wiT8:META Yo5ZFcJk9H:META
Yub2IhDh8H:META Z9hGJxXUcp:META ZDw8UYjdh7:FDX ZIQcCMm5VN:META ZOFnfMWVGy:MGM ZOeE9ZNVoF:GOOGL
ZQUzwlLee4:WMT ZZO2oqjdIf:VZ ZeQ9JqtiTh:JNJ ZhKid4mm6r:GOOGL ZpQNJzksx7:UAL ZqcICZzDNP:GOOGL Zsqjk7XM0T:META
ZxLEH5qbUW:CMCSA a9uWGOwpTu:TGT aF8MMQgjMp:RDDT aHV9Y6VVDS:SONY aOZHaCGzZx:DIS aOcznMpKQc:META
aWvWQXDZyb:META aaTmu39ZfM:WMT,TGT,BBY alPcj4qqRx:GOOGL,META aoNKIK4ONw:SBUX aumSSh5e68:META b3DhaGiNRx:META
b7f6QQSYPo:T b7rasJBCBl:DIS bBHqNfSvvb:GOOGL bJZx8UmzIq:VZ bNH4yD96Pe:WMT bVlD1SBXlN:SBUX beafdD0G3Y:META
bjY0ZdW8Ck:WMT bzBIwAAcxw:JPM c4sVOWssuT:SONY c5xkFZDlQ5:META c9nqFOCb3Q:AAPL cBLMWeKgUP:META cCDcXThRb2:WMT
cFe2UuHQ33:EFX cH5l1y9Lfs:AAPL cQAviKZ6UX:GOOGL cbWba6IogG:MRNA cfH8DHKcSt:META
cgOKmy0WH3:GOOGL,AMZN,AAPL,META,MSFT ci4jfSgCkH:META cjLpIVXRCQ:AMZN ck8f4gatg7:GM cmkBWELZkA:META
coSqx0coKT:META cz00ErVHWh:GM d0B5Fh6hNS:EIX d22B9D63qM:ZM d3QgGRe21l:ZM d5ZEWNtCpf:AMZN dAkoBF9BOB:AMZN
dDFCdyZgDX:GOOGL dMJ4PT5hFN:UAL dW5b6vO3Y5:GM dbcKlMRsIr:META dnpsWAJmBL:META dviqvcso6V:UBER dwqKo3v4ep:HPQ
eI06qjw8Nw:SPCX eK6CijOiY1:GOOGL elj9EfK46I:SPOT envDopePZC:GM f1JzcsBLaL:NKE f7jRuoQFiN:GOOGL
fCgGolpPDp:META fFqXeA2Q4m:GOOGL fI9mpU2Ica:JNJ fPffVeLsY9:JNJ fQ7SKHLZyy:META fZEzNxhBJ8:GOOGL
fcYraeSQb2:SONY fi5fU3R6IK:AMZN fmioocJFHj:AMZN foFpvYQ7m0:META ftKTq8zhyz:BA g3FEf7fwZp:META
gFy4zWC5Yr:CARR gK7QWWVkNf:MSFT gTyjKwUfrz:BA gWQ1D11h3K:AAPL gfmZCBe7TX:WMT gjiPoli6yN:NFLX gnNDINbSJc:SONY
gpGcsCkMUS:AMZN gs3Fz0eoNf:META gulYXGy4FV:WMT gzeU6xN58c:META h85n42ud8E:GOOGL hJomqRJLZA:GOOGL
hTzk8cqaJ1:AMZN hid5xJhJzY:GOOGL hsE8We6zUx:MRNA i1Vsr8QSPI:DIS i2XZFTQdvh:GOOGL i4hbWIAsrL:SONY
iIB9haXehP:SONY ibdQ0Nr5r5:JNJ ibxMxG6tWu:SNY ihU2MowwVJ:AMZN ilfQVRaAyt:MCD iphQ9cEXeC:META irjanbsthl:META
is1JxKelea:GOOGL,META iyp00EwoH7:BA j0QkIBqj73:MGM j4fjbpZaCC:SBUX j8WffxOLGv:META jEU7iPgc7p:META
jUUE6zQwwg:META jeLLRwKbaT:CAT jw9fkSS5Ko:GOOGL k3gB1VwNF5:GM k7WT7YluG5:GOOGL,META k9EwlLWrOa:WMT
kHCH39Ig94:AAPL kP21QSisep:GS kZs5Vlveda:GOOGL kdqweeLpYF:PSKY ki3j5IMQnN:GM kjupVOb4Y1:META kmCqmPsinp:NKE
knXWZu8F8X:GOOGL kqtbOrvNIr:META l7JSGGozwz:DB lMQ70TDfzf:META lXU7M7NhPn:META liYZAisELu:SBUX
lifM2oPpNC:META lnFFGxt9WB:META ls5govPNKa:META m6oNCf3TW2:BP mHKKeK2eig:BIIB mKWWQp9ojQ:CSX mkOahzKWOu:WMT
ml6fBfBWQf:META mtfmfs4t91:META muxbXmZVG1:GOOGL mw9wUnjn1J:TSLA mwXowZIy7N:KO n21G22owhr:DIS n4ZjMFFQJc:WMT
n5BR9e03I5:GM nDieEo48Ll:META nDuiES3NLO:GOOGL nHIKQz4iPB:META nJifbRdyLR:META nMgQI4iDAU:META
nQ0jrlQ8SU:SONY netOvk64g9:AMZN ng5QQr53eE:UPS,AMZN nu5jVSC6x9:META nuPAaq9m5o:PSKY o0QvkZnfxy:GM
o1KmNb0WPI:MSFT o9D3xjO4tS:TSLA oAMBM66FHl:NFLX,META oJSWF4Fg7v:META od59GbAgLq:NKE oeaOMk5lDa:GOOGL
opqO0GRXnG:VZ ot6wNuxxLL:CMCSA pDAGDjM6iR:META pH64tc5k0N:KO pIx0uydsei:MGM pTI5ndH19g:SBUX pZ0X13a4ic:META
pcEG1iLCIE:GOOGL pjRkkb2c89:GOOGL,META pmJQiMoULC:MCD pzoXEisGP5:T q1hFraX7bv:GOOGL q3RvlEjFga:GOOGL
qLeXNMmn8Y:META qN1PNpW7Qs:AMZN qiXA4FtKxK:COF qjl0FVTOCV:BA qs3icmqcGH:META qw0XkbHaZy:META,GOOGL
qxN8meeOQo:GOOGL r2r7zSKWa2:COST r4oVFkw6zZ:CARR rC4dBiuHEk:META rHoRN4Vitg:NFLX rMBVlLz5mP:NKE
rPkc6gsEtk:META rdJ2r0Al3Y:GOOGL rdaIYcNBye:EFX rezkQTLHto:UBER rhkLQA8f6h:SONY riCvLGDAKh:META
rtUNCC6CqJ:NFLX ruC3wcWUaD:BRK.B rvgJVGY6NF:AMZN rw0igfeDfw:META rwwGcvH9bm:META s1ricIi0TT:TSLA
s5geI9r4RK:F s8Q4cXVcax:SONY s8fl404OVg:SONY sJHQMYyCUt:GOOGL sfYdmG5EtT:NWSA slxsm7bioN:META
soSS7NigUz:META sv6lpWeNTy:GOOGL svReTNJiqo:DAL tArgZVeCTT:AMZN tN08QypDyP:GOOGL tTzw1WlJtz:GOOGL
tYAAqPw7TL:META tbAGaXkDis:META tdXkg9RT0z:AMZN tlxFAVoDA0:ZM tu7zsf4zpK:BP txxtEtrmyH:META u1oaO18188:AMZN
u3SmYfiGWn:AAPL u9LEv2Ie5e:GOOGL,META uCxWgmVjA5:UBER uOo75tBKvK:CCL,RCL uQMUTT6SFg:GOOGL
uShUb9mWYB:PYPL,AAPL ud08xWdFE0:DIS umNPBpwvWD:META unaOBDQlxr:GOOGL up58VTqcn7:META uvkzOIU2PL:SONY
uzFmZaHTTG:RDDT v0lB9Gp5qZ:META vA0am3jjhx:META vLJ6aQNaWp:XOM vyORAjA4hx:MRNA vzn1Gl7OLZ:META
w5zPmKrTaw:GOOGL wB2Tjxx82z:META wEDJAEgyLL:DB,COF wGjoHq1KtT:LLY wOj7GTKdq3:META wjKAZcIdTK:JPM
wneMMH5JYK:SPCX,BA wuMBQX0eli:META ww8yijS6q3:SBUX,DIS x11qsd2FIs:GOOGL,META x3QRi2I2Lw:AMZN x3fEsKE1oL:DIS
x6uUNK5k3a:META xO0clR8wjJ:KO xR02St5cwG:META xSmR4XdhXq:BA xV7iAqaeR5:META xZI3KfwWZR:META xeRNtkmiI9:GOOGL
xfvDr2OLhb:TGT xgjt9eCvvR:GOOGL xoI2kfu06Q:GOOGL xsCkwcGgIM:CMCSA xzdmYn1trW:GS y29zwA4EPy:AMZN
y5DDk7gHu9:AAPL y6T3Kh3Kiv:META yBJDSVhFYo:META,GOOGL yFBw4KeYWg:GOOGL yGKo61FNUV:BA yMxlSH6FQA:CARR
yRuM0ZB0nV:MS yasaXxEPTN:META ydWlK0Nuee:WMT yghGBNhymn:AAPL ysf2PBnBA4:GOOGL zHiR0caAtt:MSFT
zI6rTfNoLF:GOOGL zStE35L86l:CARR zX0e3blso2:META zmMOIf1FLh:XOM zmMWp9isgN:GOOGL zpsS2ZxaIQ:META
zsedvpFPIz:GOOGL zvNXC4JXE8:META zx3PDKxpah:GILD
`;

/** Pooled headlines that were read and mention no universe company. */
const REVIEWED_NEGATIVES = `
01SlRyvJnh 0CKSNWz4g8 0CtnFbpB0a 0HO2JTEpmq 0KM0Gl4lyE 0ZlmXCXuAZ 0gFN83VCXc 0vRavT5oNI 104pi4lpgg
1FAjjOdGKv 1FpvT6z26g 1Icxp8Qx2n 1LCIG1JX9K 1Mv92qrA8g 1RoXPCB1yH 1U89hIfigM 1hEbOqgS9r 1pCUYmZi6f
1vNvvSDzRy 1wzMZ7vInq 29bMdZQVLR 2PXluhmZzx 2aNURZPYsF 2b6dV0HIoO 2ddaWhn5KY 2ev1tLu2Ek 2fA49Nc8Kt
2hlcUlfwEa 2iS092DtfJ 2wLMZpeg8h 32Hfwgjbhn 3EF45X0Vrj 3baQlhzOJx 3jg2XKn5ZD 3qWRIRCUsN 3ziUNGNxgJ
4DakNGSB2d 4Ds01zVc4q 4RcXGIbc6Z 4RdFtuRp2f 4VbCEeyl6U 4hlSvd5wal 4m4HoFjo99 54ntftXGkJ 5IISA9eVeQ
5U0fZmWOoU 5ZTaCoWwtb 5dtfw6hsDN 5krB88gNzB 5lrSLtiq4i 5xAoxBmTl0 63hOPrzyi3 6C45m5a3Rp 6EUBKJWeXN
6S11n3sBXw 6UNVCD7Jq6 6Zxn5j3YTL 6iJyk4xlJr 6kBNJ2zXO4 6m99H0yKme 6n0EI8MduR 6qFbyVPsDf 6tA2n6waec
6wRv9CNsET 6yPtOhLJZg 70HSvAovmN 732BYXRdfM 74it57GkBB 7D3ouJ95uK 7RtpAWSYiK 7hqIoU0SW2 7kXI3fkpHE
7se8JINrx4 82mW0xV4Xa 84W27Whrkl 8GsTzZbYrV 8KrJADq74s 8PXR2ifz5x 8a4UUp0n4c 8feL78fa6N 8n68A2ud1e
8vHEeT3jri 99DUs4SlMM 9N2umfRaR3 9V8rHygeIo 9iSoQgfcBG 9oWot2krHX 9oezaaCZ0j 9r8x8VEZc6 A59Tw2JtVU
ANHozVeJZk ATPA3XpxWf AU49C3ejI3 Aa1tDAWFRv AiPTglQuwa AkcbJdu0z2 AxPaRdsY6Q BFRyNZyzaK BJbb4lM117
BMSkwVyJGa BUGImt70G6 BbXeQMtkaX BrABBSLAMJ BvxEq0egXU C0SGiH1dQi C0wYn7z4AQ C3oMiQrgwe C3zeqNommx
C9MlpHcvIc CZOFcGC77N Ca3iM1hKxq CfYKmnylta Cfci6TersH ChDwCNvfWa CkFCXPkdcM CqKoh7asUc Cvc7NdPJaf
DAnLmfXNMb DK1Ac0zNQI Dqzi7azNZx DudOurs7Fz Dv4M5Sbqvr E31DfMI3Dc ECSPknnAkO EH5I7ftW8t EQbWxu9gkr
Eg0wyEsYPk ErH64vEdn6 F5x1C69tJm FLyRcE6BLE Fckncy8jOo FnD1AtiljZ FsAImBsTON Fx01uc6Iq5 FyIgEncYc2
FyaSvh2icj G5aBygS0nn GMJ2TSXNj6 Gb124qK7Ri GhOvspROJ6 GluWwnXJVy GuO0LvCgBG Gy4ulTWvHc HDhI8lKZtM
HM3Pxlhf0p HO6tlyozaG HTmEPNRrpW He8Y6z7frU HjHjxgl5vY HpjACjZhzM HuwWNIAnVl IL9zj59pbB IM8HPDJ6XI
IUGqiSenOM IUWPv6448z IW2n8RRdxu Ick1w3jjX3 IdqSMa1D0f Iwqpbjgvvs J289NbM897 JBoeR3ej81 JEj734bq0k
JF6ARJy6s6 JFkD8fRzsF JIA3is9hF5 JITSXyKzqY JTEjkH4PQi JTinWFn99m JWD6nNVbJI JljOHuxPrb JmCdVaGavV
Jq5JckukER K0a6bZXpb2 K1fGmYmfxY K1q4evproK K4Kp9ZgikL KEBxBbHDV4 KFNkjmmwAj KJ8bQ0A7vO KK0zHmRWyQ
KMAtpyJOLr KYYJ0h4WpC L4QBppoo5a LHvsrsVgdQ LOy1C2NGMB LQ7TGGwswm LQudWnYLXr LTpG2npyWf LcCNxI1LBL
Lcvv69hlu4 Ldp9uvHx0Y LiMvCMFO9o LzR2BfdsqR M3ZScFH8dQ M9dXFSzOzB MH2lS1u5Du MOMzBJDBSp MQeL7WxyXc
Ml4pZ4Pg0P N0GjrJlV6d N3YHOYMnTF NAkhiNd9aW NEPXkqWUev NOBR6U4RG6 NXRqfMtFb5 NZAbSB4Jsa NoBgjEJnzP
NoVOivRzi1 NqtFRmsOTL NtLhYDWCVJ NvDnNmUc68 Ny3bDQJN2V NziUq4ds7j O8VrfxP3MI OCjDPWsSuo OJib7w5tAE
OQd8urXGI9 OUSvo1WinJ OpkquwZYbF OtQVn7K3HQ P0qvJT4huh PQ2SbZ4WiH PVJUX21SHV PW0V3zGZ2r PYBdgANveD
PeTlgvPNZl Ph9U02u3fc PuVEDlhPUc Pvh31rD34G PvrMBkna3V PyoUKsNWbD Pzf2lTZWz4 Q5UjgUiMdG Q9rd9ChCJd
QMKo1RDu66 QOu6CynoGK QYuPNDxNiN QefeiRX9my QnxX86EX7v Qz5cLPZ9Zn R24tl0cGXF RHUnSEAmVp RUnGE8rrYD
RhL45ZgRmf RkRjoXmoul S4MaDpIiFZ S6BC3zUWmq S7ArD9LrVk S9aDnTV2jI SJRHmnSon7 SKLdzPly2C SPOxySfVRr
SWR0yD40r7 Sny0wUsoVl SoAzBJ00Lr SycMaw41oa T4RKojWmum T5IC0iXDkG TZY0jDlzzn TZifOsjtJw Ta8q00xAjv
TlH31nAepU TmpArTxcDM Tq42hsCCSL TyvJ48nodW UMXFB66vWt UT1FoKuR1Z UTfl5kAlWx UUmY70c4HW UXNuvKlVdR
UYABjO1BQL UYmkEDmKKR Uf4zvrLoBK UfdnHmdQk6 UlmnMXCXal UoDJlSIiDv V4pJi1f92b V6JkvvJco6 VFJW7jLwxR
VLzYJ6KM4R VNZezaYn9L VPnxMInXWx VXChyz91yl VXIqnvuseb VXjIzb5GeX VeBL9eOTQ5 Vfqn7p69WS Vr120HsgRk
WEUkHwnPMu WF4N870v99 WKMXLFO8LQ WOpHbk8ZEx WTDD1iwv2V WUv2Swr9BZ WbVBZfIqva WespnT2OGn WiTLbfyrN0
X5BwIiFP7B XOa8V3f0Ru XcXhb1M1Mb XoSJR2vCMs XoYsjgnULV XpQ0NL0TOk XxJjC9XfWv Y6BgZLTBq9 YDj6V1kZAj
YGmJpLBbC3 YLua8G1eR7 YOPuOgEhDz YZnQGILOLO YnMIBvzsIh Yr2kNkFOdx Yw2htJmBl5 Yz0fTnAxfO Z467KLnrlF
Z75P21xhfO ZAHtgPXeAJ ZBnxGb8yzA ZFVYPmd51F ZFj6vYGiza ZPmx0Jpwra ZQb4LXBXS3 ZW7MmqXMti ZaYXVzNGNw
Zc4as2dLuE Zmr1H3Fyca ZofLNd8X2u ZpPrDatvAE Zy6tLz7g7u aGY0ZT4uUF aLhVOeJy8K aaRLoiOUt6 ac0RpwmR0s
alt1RxIj6V ap1fTl2gvu arVM0biv96 bBzZ3DDwXB bWnk6OTUau bdDgY7Qxhu beiiXPzgIy bfGxnijLkB bobq9ic7sb
bpBR5GntXL bpRy83ZOIX c1F3GH2ZQC c6LFzSaRwv c7JW8IGUl9 c8peUGxBvJ cAMvAXtPz3 cBuIe8eBRS cGEpUUfknG
cHLbSZIX9q cKjNjArut8 cZe3fGOn4i ck9pIF4xXC d8l8djD6R4 dDMynY3VYx dHA2VPOWzQ dK3e2ugRnW dQJQTqcd69
dT6q9grCch dUKKbjxOVW dV5YQiD5nO e1xaBHY87d e36PdyKQmi e3QbFLAtc7 e5MWBsyDnd eBRm9NsPrR eDg1j7El96
eN6fcjbLav eSKYSHUHo7 erUcMqBWGr et385EO7fZ exk5h1Fwam ezcZIggtrn f88Dl4Gyy6 f9tldRdAoh fJBXH2mbbh
fMQ5u36f5X fQC7sZorrV ff0n56Ied9 fgWIIZRipq foqNksoghu fyA03r3til fyZgX74gGa fzMZYitdqk g2VOHuenZp
g8EgU7QKE2 g9rxqmZUpx gCSQUWRGeD gDzXX0py01 gKE3uk8JH7 gVlkbh9GR2 gWs8M6lmhC geSYAv06Qa gq1TBWhp9x
gqrRWuYJWd hJkH1acOqB hMzrEQlLqc hVhaNVUTyB hcKHfH3Jkq hepCWbfcXC hfvPoUO85J hg0YWgTNSl hqLYdGPwVO
htec1L7ezV hxBmlyLIVW i1x3BPVKse i3HWAyyqCd i68BRn51ni i6k4ue01kR iBYMgqFZoa iJJvcCLXeu iU2p3PL9Ab
iX7OHjeI9Y iYI10DjLGd ipi1GsLGaf iwdGbHkGjF j9rBvsxUDO jBzV9CIREy jLDbRO9TGz jYkfOEkOkP jZ1TeDna40
jbJ9A7Emxi jd3i9lshHb jeN5DuKRBB jeWJFkUfyi jedxVLUqX5 jmnNyi2ZAv kCs8BACowp kNhM4S5t5f kRAbrlJ6Wd
kdQXSwErFT kf7SICmk0c kgJxjx8REc kinSaGWzUJ kiqtjcynPM kpAE9RElzs kqNu1KhG2z l10jL4yYK2 l14xPiU9Ar
l77CVel4BE l7Ct5NJcSb lA3lPdiA2R lEBtEprM7a lG4rb3pN1O lTcu6j5Qz6 lbcC5QDp1x le01XQOiFE lmXI4iEpmS
lpbLKWW6b9 ltGwT3yySO ly4YCKHH1m lzaIViRcKz m0WjHKIseT m9StBcVpWZ mK5qZxcGht mN4JxBia3a mRpXepfqWT
mgoJbFCLJW mnyG1Ky589 msqWGxfw1E mvP0G1S3f6 mx0ILLX4vK nBAIjzzZxe nZCpyCiVSJ nemWZACJuJ njOBjX9A4G
nv1xVcb0Og nz3VfGfpS0 o0p7BO3b70 o2A0NVXn3u o3WTHMXsUO o5cevyd1OB oFIhv7CsJC oN8RAU0btz oSMCicEDFK
od3Zrlpo4y okZjfAhIcd oln8UBNiRp p1Qy125u8t p2cbFvktCT p5VqOn8EJA pQhUO0DXKw pVj3poKDad piWqgbYhKQ
q3tEtuMg55 q54zWj07ZX q5DDpJDFM0 q7yQeJNacY qIJ7A4aVki qNilZCZ5EE qPsnLDLurG qXoiSvhWWK qkv8OCBblm
qlfAXrc0iJ qszLkr9Esn rATmhB9bqL rPh3xfjeRF rR1g4t9E2J rX0byJOKe4 rZCZ3Z5ZIB rbSda2lL0B rd8LSFXm0S
rinZWTRKEp rnMFE5ES75 rqH8mWKwyt rrBRgwGh62 rtOLtoZ2Nk ru0izW9VDM s8X7i3vsfx sArrn8p6CU sBZX9ldQXm
sM2D4yHJqV sN0lCsQIOW sTINHCeYZF sU16gusJS8 siuz53in61 ssaorPU2EN sseXRJ0Mnt sxD5bekH0z t08zdWUhQ9
t7IxBdJWv8 t7yk7i217q tStUWIUkS8 tYEo9ZHkxJ tfYgMAPLyB tgrJW6Xg6E tr9qTJMJ8P trJfyZ88nh tydbhyuJEI
ucCmcwEgec ucuuhP3cmQ ufB7zdskzt ukYKypszlf uqZfXxkHAp v0eGbOrWOv v2LzeVcgwY v83qtjFPnO vHVaHY1xQN
vIGcAv6yiF vJH68sS8OU vJIcS5oZQC vKKf5WdDnY vUuoiYmZgw vZrfJyhLOu vmuJ2mPD7d w9emvWHD8j wPSryxsIlY
wYtPzRSikp wc8seQyzYo whlIKJiFXA wqB1lEpi2D x1hBCfjsK7 x69h9hc0Wo x8W7Z5c4nx xNV6UjxroH xQy2mJerZj
xVFt2QMceT xaP65wx92Q xqo3UdbXix y0M89hqpdq y8Z5wLLBYC yIYffGGBGf yYXOjlsrFt ygF6cbOEYE yhRaaO2UkA
z1dHazOGZw z9MDcEf5XA z9QT5yrYD7 zAWJc758uG zEryJcUtSW zFaSP0kptM zFnijh0IOM zX9PTFDUen zeHaCD4jYG
zf9S9ranfS zoftRjhW72 zpQcUZwNKG zsYVvJ2qGt
`;

function main(): void {
  const dataDir = dataDirArgument('npx tsx scripts/eval-tickers.ts <data-dir> [--errors]');
  const sentfin = loadSentfin(dataDir);
  const { items: headlines, unreviewed } = loadHeadlines(dataDir);
  report('SEntFiN', sentfin);
  const pending = unreviewedSentfinPairs(sentfin);
  if (pending > 0)
    console.log(`  note: ${pending} predicted SEntFiN pairs were never adjudicated (counted as wrong)`);
  report('Outlet headlines (silver)', headlines);
  if (unreviewed > 0)
    console.log(`  note: ${unreviewed} pool headlines were never reviewed (counted as no mention)`);
  if (process.argv.includes('--errors')) {
    listErrors('SEntFiN', sentfin);
    listErrors('Outlet headlines', headlines);
  }
  benchmark(headlines);
}

main();
