// The Kibana saved objects (kibana/parallax.ndjson) hold together and fit the mappings (test/support/kibana-objects.ts):
// Kibana cannot run here, so this is what stands between a renamed field and a broken dashboard.
import path from 'node:path';
import { expect } from 'chai';
import {
  checkSavedObjects,
  kqlFields,
  mappingFields,
  readSavedObjects,
  type SavedObject,
} from '../support/kibana-objects';

const FILE = path.resolve(__dirname, '..', '..', 'kibana', 'parallax.ndjson');

describe('Kibana saved objects', () => {
  const objects = readSavedObjects(FILE);
  const mappings = mappingFields();
  const byId = (id: string) => structuredClone(objects.find((o) => o.id === id)!);

  it('holds data views for articles and events, saved searches, four Lens visualizations and the dashboard', () => {
    const views = objects.filter((o) => o.type === 'index-pattern').map((o) => o.attributes);
    expect(views.map((v) => [v.title, v.timeFieldName])).to.deep.equal([
      ['parallax-articles*', 'published_at'],
      ['parallax-events*', 'first_seen_at'],
    ]);
    expect(objects.filter((o) => o.type === 'search')).to.have.length(3);
    expect(objects.filter((o) => o.type === 'lens').map((o) => o.attributes.title)).to.deep.equal([
      'Divergence over time by category',
      'Coverage by side',
      'Top coverage gaps',
      'Most covered tickers',
    ]);
    const [dashboard] = objects.filter((o) => o.type === 'dashboard');
    expect(JSON.parse(dashboard.attributes.panelsJSON)).to.have.length(5);
  });

  it('references only objects of the file, and every field it names exists with a type its aggregation accepts', () => {
    expect(checkSavedObjects(objects, mappings)).to.deep.equal([]);
  });

  it('finds a missing field, an aggregation on the wrong type, a nested field and a dangling reference', () => {
    const tickers = byId('parallax-most-covered-tickers');
    tickers.attributes.state.datasourceStates.formBased.layers['tickers-layer'].columns.ticker.sourceField =
      'headline';
    const divergence = byId('parallax-divergence-over-time');
    const columns =
      divergence.attributes.state.datasourceStates.formBased.layers['divergence-over-time-layer'].columns;
    columns['average-divergence'].sourceField = 'category';
    columns['first-seen'].sourceField = 'first_seen';
    columns.category.sourceField = 'sources.outlet_slug';
    const search = byId('parallax-gaps-search');
    search.attributes.columns.push('gap.side');
    const dashboard = byId('parallax-dashboard');
    dashboard.references[0].id = 'no-such-visualization';
    const broken: SavedObject[] = objects.map(
      (o) => [tickers, divergence, search, dashboard].find((b) => b.id === o.id) ?? o,
    );
    expect(checkSavedObjects(broken, mappings)).to.deep.equal([
      'search parallax-gaps-search: a column names the unknown field gap.side',
      'lens parallax-divergence-over-time: column category (terms) cannot aggregate sources.outlet_slug, a nested keyword',
      'lens parallax-divergence-over-time: column first-seen (date_histogram) names the unknown field first_seen',
      'lens parallax-divergence-over-time: column average-divergence (average) cannot aggregate category, a keyword',
      'lens parallax-divergence-over-time: column average-divergence (average) says number for a keyword',
      'lens parallax-most-covered-tickers: column ticker (terms) cannot aggregate headline, a text',
      'dashboard parallax-dashboard: reference divergence:panel_divergence points to a missing lens no-such-visualization',
    ]);
  });

  it('reads the fields a KQL query compares', () => {
    expect(kqlFields('gap.covered_count >= 3 and gap.ignored_count : 0')).to.deep.equal([
      'gap.covered_count',
      'gap.ignored_count',
    ]);
  });
});
