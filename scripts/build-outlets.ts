// Builds src/outlets/outlets.json: the hand-written seeds joined with three published bias ratings
// (AllSides 2019, Ad Fontes 2022, Media Bias/Fact Check), mapped onto `bias` and `bias_position` as
// docs/outlets.md explains. Every constraint the rest of Parallax relies on is asserted; a failed check
// leaves the previous outlets.json in place and exits non-zero.
// Usage: npx tsx scripts/build-outlets.ts <data-dir>
import fs from 'node:fs';
import path from 'node:path';
import { format as prettierFormat, resolveConfig } from 'prettier';
import { BIAS_BANDS } from '../src/outlets/bias-bands';
import { BIASES, GAP, type Bias } from '../src/spec';
import { parseCsv } from './lib/csv';

const SEEDS_PATH = path.join(__dirname, '..', 'src', 'outlets', 'outlet-seeds.json');
const OUTPUT_PATH = path.join(__dirname, '..', 'src', 'outlets', 'outlets.json');
const EXPECTED_OUTLETS = 45;
const MIN_OUTLETS_PER_SIDE = 12;

interface Seed {
  slug: string;
  name: string;
  short_name: string;
  domains: string[];
  homepage: string;
  feeds: { url: string; format: string }[];
  primary_color: string;
  aliases: string[];
  lookup: { allsides_2019: string | null; adfontes_2022: string | null; mbfc_domain: string | null };
}

interface AllSidesRating {
  name: string;
  rating: string;
  confidence: string;
}

interface AdFontesRating {
  name: string;
  bias: number;
  reliability: number;
}

interface MbfcRating {
  domain: string;
  bias: string;
  factual_reporting: string;
  credibility: string;
}

type Side = 'left' | 'center' | 'right';

/** AllSides and MBFC name their five directional classes alike; MBFC's other classes carry no direction. */
const CLASS_NAMES: Record<string, Bias> = {
  left: 'left',
  'left-center': 'lean-left',
  center: 'center',
  'right-center': 'lean-right',
  right: 'right',
};

/** AllSides' own confidence levels that are strong enough to overrule Ad Fontes on the side. */
const FIRM_CONFIDENCE = new Set(['High', 'Medium']);

function sideOf(bias: Bias): Side {
  if (bias === 'left' || bias === 'lean-left') return 'left';
  if (bias === 'center') return 'center';
  return 'right';
}

/** Ad Fontes' chart bands on its -42..+42 scale: "middle or balanced", then "skews", then hyper-partisan. */
const ADFONTES_MIDDLE = 6;
const ADFONTES_SKEWS = 18;

function adFontesClass(score: number): Bias {
  if (score < -ADFONTES_SKEWS) return 'left';
  if (score < -ADFONTES_MIDDLE) return 'lean-left';
  if (score <= ADFONTES_MIDDLE) return 'center';
  if (score <= ADFONTES_SKEWS) return 'lean-right';
  return 'right';
}

/**
 * Whether an Ad Fontes score contradicts a side: it leans the other way, or for a centre rating it leaves
 * Ad Fontes' middle band. A score that merely leans less (CBS: lean-left, -3.41) corroborates the direction.
 */
function contradicts(side: Side, score: number): boolean {
  if (side === 'left') return score > 0;
  if (side === 'right') return score < 0;
  return Math.abs(score) > ADFONTES_MIDDLE;
}

/** CSV rows as records keyed by the header; short rows are padded with empty fields, blank rows dropped. */
function paddedRecords(text: string): Record<string, string>[] {
  const [header, ...body] = parseCsv(text);
  return body
    .filter((r) => r.some((cell) => cell !== ''))
    .map((r) => Object.fromEntries(header.map((name, i) => [name, r[i] ?? ''])));
}

function readAllSides(dataDir: string): AllSidesRating[] {
  const file = path.join(dataDir, 'outlet-bias-ratings', 'allsides_2019', 'allsides_data.csv');
  return paddedRecords(fs.readFileSync(file, 'utf8'))
    .filter((row) => row.rating in CLASS_NAMES) // "allsides" rows rate nothing
    .map((row) => ({ name: row.news_source, rating: row.rating, confidence: row.confidence_level }));
}

function readAdFontes(dataDir: string): AdFontesRating[] {
  const dir = path.join(dataDir, 'outlet-bias-ratings', 'adfontes_2022');
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.csv'));
  if (!file) throw new Error(`no Ad Fontes CSV in ${dir}`);
  return paddedRecords(fs.readFileSync(path.join(dir, file), 'utf8')).map((row) => ({
    name: row.source,
    bias: Number(row.bias),
    reliability: Number(row.reliability),
  }));
}

function readMbfc(dataDir: string): Map<string, MbfcRating> {
  const file = path.join(dataDir, 'outlet-bias-ratings', 'mbfc_mbfcext_2026', 'combined.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    aliases: Record<string, string>;
    sources: { domain: string; bias: string; reporting: string; credibility: string }[];
  };
  const byDomain = new Map<string, MbfcRating>(
    data.sources.map((s) => [
      s.domain,
      { domain: s.domain, bias: s.bias, factual_reporting: s.reporting, credibility: s.credibility },
    ]),
  );
  for (const [alias, canonical] of Object.entries(data.aliases)) {
    const rating = byDomain.get(canonical);
    if (rating && !byDomain.has(alias)) byDomain.set(alias, rating);
  }
  return byDomain;
}

/** Loose key for pairing the AllSides and Ad Fontes tables by outlet name ("CNN (Web News)" = "CNN"). */
function pairingKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .trim()
    .replace(/\s+-\s+news$/, '')
    .replace(/\.com\b/g, '')
    .trim()
    .replace(/^the\s+/, '')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Ad Fontes scores of every outlet rated by both data sets, grouped by AllSides class: the reference an
 * outlet's own score is ranked against inside its band. Opinion and editorial rows are left out (they are
 * not the news outlet); the seeds' explicit pairings override the name-based ones.
 */
function peerScores(
  allSides: AllSidesRating[],
  adFontes: AdFontesRating[],
  seeds: Seed[],
): Map<Bias, number[]> {
  const adFontesByKey = new Map<string, AdFontesRating>();
  for (const rating of adFontes) {
    const key = pairingKey(rating.name);
    if (!adFontesByKey.has(key)) adFontesByKey.set(key, rating);
  }
  const adFontesByName = new Map(adFontes.map((r) => [r.name, r]));
  const allSidesByName = new Map(allSides.map((r) => [r.name, r]));
  const pairs = new Map<string, { bias: Bias; score: number }>();
  for (const rating of allSides) {
    if (/opinion|editorial/i.test(rating.name)) continue;
    const match = adFontesByKey.get(pairingKey(rating.name));
    if (match) pairs.set(rating.name, { bias: CLASS_NAMES[rating.rating], score: match.bias });
  }
  for (const { lookup } of seeds) {
    const as = lookup.allsides_2019 ? allSidesByName.get(lookup.allsides_2019) : undefined;
    const af = lookup.adfontes_2022 ? adFontesByName.get(lookup.adfontes_2022) : undefined;
    if (as && af) pairs.set(as.name, { bias: CLASS_NAMES[as.rating], score: af.bias });
  }
  const peers = new Map<Bias, number[]>(BIASES.map((b) => [b, []]));
  for (const { bias, score } of pairs.values()) peers.get(bias)?.push(score);
  return peers;
}

interface ClassDecision {
  bias: Bias;
  from: 'allsides' | 'adfontes' | 'mbfc';
  reason: string;
}

/**
 * AllSides decides the class (a five-point scale like BIASES, from blind surveys and editorial review).
 * Where AllSides itself marks the rating weak and the newer Ad Fontes score contradicts its side, Ad Fontes'
 * band wins. Without AllSides, MBFC's class is used, then Ad Fontes' band.
 */
function decideClass(
  slug: string,
  as: AllSidesRating | undefined,
  af: AdFontesRating | undefined,
  mbfc: MbfcRating | undefined,
): ClassDecision {
  if (as) {
    const asClass = CLASS_NAMES[as.rating];
    if (!FIRM_CONFIDENCE.has(as.confidence) && af && contradicts(sideOf(asClass), af.bias)) {
      return {
        bias: adFontesClass(af.bias),
        from: 'adfontes',
        reason: `AllSides ${as.rating} has confidence "${as.confidence}" and Ad Fontes ${af.bias} contradicts it`,
      };
    }
    return { bias: asClass, from: 'allsides', reason: `AllSides ${as.rating} (confidence ${as.confidence})` };
  }
  const mbfcClass = mbfc ? CLASS_NAMES[mbfc.bias] : undefined;
  if (mbfcClass) return { bias: mbfcClass, from: 'mbfc', reason: `not in AllSides 2019; MBFC ${mbfc?.bias}` };
  if (af) {
    return {
      bias: adFontesClass(af.bias),
      from: 'adfontes',
      reason: 'not in AllSides 2019 nor MBFC-directional',
    };
  }
  throw new Error(`${slug}: no data set gives it a class`);
}

interface Placement {
  position: number;
  method: 'adfontes-percentile' | 'band-midpoint';
  percentile: number | null;
  peers: number;
}

/** Where inside its band: the mid-rank of its Ad Fontes score among the band's peers, else the midpoint. */
function place(bias: Bias, af: AdFontesRating | undefined, peers: Map<Bias, number[]>): Placement {
  const [lo, hi] = BIAS_BANDS[bias];
  const scores = peers.get(bias) ?? [];
  if (!af || scores.length === 0) {
    return {
      position: Math.round((lo + hi) / 2),
      method: 'band-midpoint',
      percentile: null,
      peers: scores.length,
    };
  }
  const below = scores.filter((s) => s < af.bias).length;
  const equal = scores.filter((s) => s === af.bias).length;
  const percentile = Math.round(((below + equal / 2) / scores.length) * 1000) / 1000;
  return {
    position: lo + Math.round((hi - lo) * percentile),
    method: 'adfontes-percentile',
    percentile,
    peers: scores.length,
  };
}

function checkSeeds(seeds: Seed[], problems: string[]): void {
  if (seeds.length !== EXPECTED_OUTLETS) problems.push(`${seeds.length} seeds, expected ${EXPECTED_OUTLETS}`);
  const slugs = new Set<string>();
  const domainOwner = new Map<string, string>();
  const isHttps = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:';
  for (const seed of seeds) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(seed.slug)) problems.push(`${seed.slug}: bad slug`);
    if (slugs.has(seed.slug)) problems.push(`${seed.slug}: duplicate slug`);
    slugs.add(seed.slug);
    if (!seed.name.trim() || !seed.short_name.trim()) problems.push(`${seed.slug}: empty name or short_name`);
    if (!/^#[0-9a-f]{6}$/i.test(seed.primary_color))
      problems.push(`${seed.slug}: colour ${seed.primary_color}`);
    if (!isHttps(seed.homepage)) problems.push(`${seed.slug}: homepage is not an https URL`);
    if (seed.feeds.length === 0) problems.push(`${seed.slug}: no feeds`);
    for (const feed of seed.feeds) {
      if (!isHttps(feed.url)) problems.push(`${seed.slug}: feed ${feed.url} is not an https URL`);
      if (feed.format !== 'rss' && feed.format !== 'atom')
        problems.push(`${seed.slug}: feed format ${feed.format}`);
    }
    if (seed.domains.length === 0) problems.push(`${seed.slug}: no domains`);
    for (const domain of seed.domains) {
      if (!/^(?!www\.)[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain))
        problems.push(`${seed.slug}: bad domain ${domain}`);
      const owner = domainOwner.get(domain);
      if (owner) problems.push(`${domain}: claimed by ${owner} and ${seed.slug}`);
      domainOwner.set(domain, seed.slug);
    }
  }
  // Suffix matching needs no domain to sit under another outlet's domain ("x.cnn.com" vs "cnn.com").
  for (const [domain, owner] of domainOwner) {
    for (const [other, otherOwner] of domainOwner) {
      if (owner !== otherOwner && domain.endsWith(`.${other}`))
        problems.push(`${domain} (${owner}) is under ${other}`);
    }
  }
}

interface BuiltOutlet {
  slug: string;
  name: string;
  short_name: string;
  bias: Bias;
  bias_position: number;
  primary_color: string;
  homepage: string;
  domains: string[];
  feeds: Seed['feeds'];
  aliases: string[];
  ratings: {
    allsides_2019: AllSidesRating | null;
    adfontes_2022: AdFontesRating | null;
    mbfc: MbfcRating | null;
    class_from: ClassDecision['from'];
    class_reason: string;
    placement: Omit<Placement, 'position'>;
    notes: string[];
  };
}

function build(seeds: Seed[], dataDir: string, problems: string[]): BuiltOutlet[] {
  const allSides = readAllSides(dataDir);
  const adFontes = readAdFontes(dataDir);
  const mbfc = readMbfc(dataDir);
  const peers = peerScores(allSides, adFontes, seeds);
  const allSidesByName = new Map(allSides.map((r) => [r.name, r]));
  const adFontesByName = new Map(adFontes.map((r) => [r.name, r]));

  const built = seeds.map((seed): BuiltOutlet => {
    const { allsides_2019: asName, adfontes_2022: afName, mbfc_domain: mbfcDomain } = seed.lookup;
    const as = asName ? allSidesByName.get(asName) : undefined;
    const af = afName ? adFontesByName.get(afName) : undefined;
    const mb = mbfcDomain ? mbfc.get(mbfcDomain) : undefined;
    if (asName && !as) problems.push(`${seed.slug}: "${asName}" not in AllSides 2019`);
    if (afName && !af) problems.push(`${seed.slug}: "${afName}" not in Ad Fontes 2022`);
    if (mbfcDomain && !mb) problems.push(`${seed.slug}: ${mbfcDomain} not in MBFC`);

    const decision = decideClass(seed.slug, as, af, mb);
    const { position, ...placement } = place(decision.bias, af, peers);
    const notes: string[] = [];
    if (!as) notes.push('missing in AllSides 2019');
    if (!af) notes.push('missing in Ad Fontes 2022: placed at the band midpoint');
    if (!mb) notes.push('missing in MBFC');
    else if (!CLASS_NAMES[mb.bias]) notes.push(`MBFC class "${mb.bias}" has no direction`);
    else if (sideOf(CLASS_NAMES[mb.bias]) !== sideOf(decision.bias))
      notes.push(`MBFC ${mb.bias} disagrees on side`);

    return {
      slug: seed.slug,
      name: seed.name,
      short_name: seed.short_name,
      bias: decision.bias,
      bias_position: position,
      primary_color: seed.primary_color.toLowerCase(),
      homepage: seed.homepage,
      domains: seed.domains,
      feeds: seed.feeds,
      aliases: seed.aliases,
      ratings: {
        allsides_2019: as ?? null,
        adfontes_2022: af ?? null,
        mbfc: mb ?? null,
        class_from: decision.from,
        class_reason: decision.reason,
        placement,
        notes,
      },
    };
  });
  return built.sort((a, b) => a.bias_position - b.bias_position || a.slug.localeCompare(b.slug));
}

function checkResult(outlets: BuiltOutlet[], problems: string[]): void {
  for (const o of outlets) {
    const [lo, hi] = BIAS_BANDS[o.bias];
    if (!Number.isInteger(o.bias_position) || o.bias_position < lo || o.bias_position > hi) {
      problems.push(`${o.slug}: position ${o.bias_position} outside the ${o.bias} band ${lo}-${hi}`);
    }
  }
  const left = outlets.filter((o) => o.bias_position <= GAP.leftMaxPosition).length;
  const right = outlets.filter((o) => o.bias_position >= GAP.rightMinPosition).length;
  if (left < MIN_OUTLETS_PER_SIDE) problems.push(`only ${left} outlets at <= ${GAP.leftMaxPosition}`);
  if (right < MIN_OUTLETS_PER_SIDE) problems.push(`only ${right} outlets at >= ${GAP.rightMinPosition}`);
}

function printTable(outlets: BuiltOutlet[]): void {
  const rows = outlets.map((o) => {
    const { allsides_2019: as, adfontes_2022: af, mbfc, placement } = o.ratings;
    return [
      String(o.bias_position),
      o.bias,
      o.slug,
      as ? `${as.rating} (${as.confidence})` : '-',
      af ? af.bias.toFixed(2) : '-',
      mbfc ? mbfc.bias : '-',
      o.ratings.class_from,
      placement.percentile === null
        ? 'midpoint'
        : `p${placement.percentile.toFixed(2)} of ${placement.peers}`,
      o.ratings.notes.join('; '),
    ];
  });
  const header = ['pos', 'bias', 'slug', 'AllSides 2019', 'AdF', 'MBFC', 'class', 'placement', 'notes'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const r of [header, ...rows]) console.log(r.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  const count = (side: Side) => outlets.filter((o) => sideOf(o.bias) === side).length;
  console.log(
    `\n${outlets.length} outlets: left (<= ${GAP.leftMaxPosition}) ${count('left')}, ` +
      `neither ${count('center')}, right (>= ${GAP.rightMinPosition}) ${count('right')}`,
  );
}

/** Every name, alias, domain and URL of every outlet must resolve back to that outlet through the catalog. */
async function checkCatalog(outlets: BuiltOutlet[], problems: string[]): Promise<void> {
  const catalog = await import('../src/outlets/catalog');
  if (catalog.OUTLETS.length !== outlets.length) problems.push('catalog does not load every outlet');
  for (const o of outlets) {
    const probes = [o.slug, o.name, o.short_name, ...o.aliases, ...o.domains, o.homepage];
    probes.push(...o.domains.map((d) => `https://news.${d}/a/b?c=d`));
    for (const probe of probes) {
      const found = catalog.resolveOutlet(probe)?.slug;
      if (found !== o.slug) problems.push(`"${probe}" resolves to ${found ?? 'nothing'}, not ${o.slug}`);
    }
  }
}

/**
 * External check, not an input: how often the final side agrees with AllSides' left/centre/right labels in
 * the other data sets (rows matched by outlet name only, so bylines and guest writers are skipped).
 */
async function crossCheck(dataDir: string, outlets: BuiltOutlet[]): Promise<void> {
  const { resolveOutlet } = await import('../src/outlets/catalog');
  const sideBySlug = new Map(outlets.map((o) => [o.slug, sideOf(o.bias)]));
  const sets: { label: string; file: string; parse: (text: string) => { outlet: string; side: string }[] }[] =
    [
      {
        label: 'AllSides roundups 2021',
        file: path.join(dataDir, 'clustering', 'allsides-roundups', 'dev.jsonl'),
        parse: (text) =>
          text
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as { outlet: string; side: string }),
      },
      {
        label: 'Article-Bias-Prediction headlines',
        file: path.join(dataDir, 'headlines', 'outlet-headlines-2012-2020.tsv'),
        parse: (text) => {
          const [header, ...lines] = text.split('\n');
          const cols = header.split('\t');
          const [sourceCol, labelCol] = [cols.indexOf('source'), cols.indexOf('bias_text')];
          return lines.filter(Boolean).map((line) => {
            const cells = line.split('\t');
            return { outlet: cells[sourceCol], side: cells[labelCol] };
          });
        },
      },
    ];
  console.log('\nCross-check against side labels elsewhere in the data directory:');
  for (const set of sets) {
    if (!fs.existsSync(set.file)) continue;
    const perOutlet = new Map<string, Map<string, number>>();
    let matched = 0;
    let agreeing = 0;
    for (const { outlet, side } of set.parse(fs.readFileSync(set.file, 'utf8'))) {
      const slug = resolveOutlet(outlet)?.slug;
      if (!slug) continue;
      matched++;
      if (sideBySlug.get(slug) === side) agreeing++;
      const labels = perOutlet.get(slug) ?? new Map<string, number>();
      labels.set(side, (labels.get(side) ?? 0) + 1);
      perOutlet.set(slug, labels);
    }
    const disagreements: string[] = [];
    for (const [slug, labels] of perOutlet) {
      const majority = [...labels].sort((a, b) => b[1] - a[1])[0][0];
      if (majority !== sideBySlug.get(slug))
        disagreements.push(`${slug} (ours ${sideBySlug.get(slug)}, theirs ${majority})`);
    }
    const pct = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(1)}%`;
    console.log(
      `  ${set.label}: ${matched} rows of ${perOutlet.size} outlets; row agreement ${pct(agreeing, matched)}; ` +
        `outlet agreement ${pct(perOutlet.size - disagreements.length, perOutlet.size)}` +
        (disagreements.length ? `; differ: ${disagreements.join(', ')}` : ''),
    );
  }
}

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: npx tsx scripts/build-outlets.ts <data-dir>');
  const seeds = (JSON.parse(fs.readFileSync(SEEDS_PATH, 'utf8')) as { outlets: Seed[] }).outlets;
  const problems: string[] = [];
  checkSeeds(seeds, problems);
  const outlets = build(seeds, dataDir, problems);
  checkResult(outlets, problems);
  printTable(outlets);
  if (problems.length) throw new Error(`outlets.json not written:\n  ${problems.join('\n  ')}`);

  const previous = fs.existsSync(OUTPUT_PATH) ? fs.readFileSync(OUTPUT_PATH, 'utf8') : null;
  const document = {
    _about:
      'Generated by scripts/build-outlets.ts from outlet-seeds.json and the bias ratings; edit the seeds.',
    outlets,
  };
  const config = await resolveConfig(OUTPUT_PATH);
  fs.writeFileSync(
    OUTPUT_PATH,
    await prettierFormat(JSON.stringify(document), { ...config, parser: 'json' }),
  );
  try {
    await checkCatalog(outlets, problems);
  } catch (error) {
    problems.push(`catalog failed to load: ${(error as Error).message}`);
  }
  if (problems.length) {
    if (previous === null) fs.rmSync(OUTPUT_PATH);
    else fs.writeFileSync(OUTPUT_PATH, previous);
    throw new Error(`outlets.json restored, catalog check failed:\n  ${problems.join('\n  ')}`);
  }
  console.log(`\nwrote ${path.relative(process.cwd(), OUTPUT_PATH)}`);
  await crossCheck(dataDir, outlets);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
