// Which request paths are the REST API (access rules apply), which of them the daily cap does not count, which
// are feeds (counted by a cap of their own, docs/decisions.md "Feeds"), and the MCP endpoint's path; the web pages
// answer every other path.
// Uncounted (docs/decisions.md): /health, so monitoring never eats a cap; the OpenAPI document and the docs
// page, so reading how to use the API is free; /usage, so checking the quota does not spend it.
// The router matches paths case-insensitively and ignores a trailing slash, so these checks do too: otherwise
// `/API/V2/events` would reach a route without passing the cap.
import { API_BASE_PATH } from '../spec';

export const MCP_PATH = '/mcp';

const UNCOUNTED = new Set(['/health', '/openapi.json', '/usage', '/docs'].map((p) => API_BASE_PATH + p));
const DOCS_ASSETS = `${API_BASE_PATH}/docs/`;
const FEEDS = `${API_BASE_PATH}/feeds/`;

function normalise(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

export function isApiPath(path: string): boolean {
  const p = normalise(path);
  return p === API_BASE_PATH || p.startsWith(`${API_BASE_PATH}/`);
}

export function isCountedPath(path: string): boolean {
  const p = normalise(path);
  return isApiPath(p) && !UNCOUNTED.has(p) && !p.startsWith(DOCS_ASSETS);
}

export function isFeedPath(path: string): boolean {
  return normalise(path).startsWith(FEEDS);
}
