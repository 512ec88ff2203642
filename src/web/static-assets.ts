// The files pages load (our stylesheet and scripts, and browser builds of npm packages such as a chart library),
// served by the service itself so the pages work offline and load nothing from another origin. Each URL
// carries a hash of the file's content, so a browser may keep it for a year and a changed file gets a new URL.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import { REPO_ROOT } from '../config';

const OWN_ASSETS_DIR = path.join(REPO_ROOT, 'src', 'web', 'assets');

/** Public name -> file. Our own files live in src/web/assets; npm packages' files are named here one by one. */
const ASSET_FILES: Readonly<Record<string, string>> = {
  'site.css': path.join(OWN_ASSETS_DIR, 'site.css'),
  'explorer.css': path.join(OWN_ASSETS_DIR, 'explorer.css'),
  'trends.js': path.join(OWN_ASSETS_DIR, 'trends.js'),
  // uPlot's browser build and stylesheet, for the trends chart (src/web/explorer/trends-page.ts).
  'uPlot.iife.min.js': require.resolve('uplot/dist/uPlot.iife.min.js'),
  'uPlot.min.css': require.resolve('uplot/dist/uPlot.min.css'),
  'account.css': path.join(OWN_ASSETS_DIR, 'account.css'),
  'sign-up-proof.js': path.join(OWN_ASSETS_DIR, 'sign-up-proof.js'),
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

interface Asset {
  url: string;
  body: Buffer;
  contentType: string;
}

const ASSET_PREFIX = '/assets/';

function loadAssets(): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const [name, file] of Object.entries(ASSET_FILES)) {
    const body = readFileSync(file);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
    const contentType = CONTENT_TYPES[path.extname(name)];
    if (!contentType) throw new Error(`asset ${name}: no content type for its extension`);
    assets.set(name, { url: `${ASSET_PREFIX}${hash}/${name}`, body, contentType });
  }
  return assets;
}

let loaded: Map<string, Asset> | undefined;
function assets(): Map<string, Asset> {
  loaded ??= loadAssets();
  return loaded;
}

/** The URL of a named asset, for a page's markup. */
export function assetUrl(name: string): string {
  const asset = assets().get(name);
  if (!asset) throw new Error(`unknown asset ${name}`);
  return asset.url;
}

export function staticAssets(): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(ASSET_PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const asset = [...assets().values()].find((a) => a.url === ctx.path);
    if (!asset) return next();
    ctx.type = asset.contentType;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = asset.body;
  };
}
