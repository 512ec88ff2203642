// The house's layering, checked from the imports by dependency-cruiser (`npm run lint:layers`, part of `npm test`).
// Each line of LAYERS is one floor of src/, top to bottom; a file may import its own folder and any floor below
// its own, never a floor above and never a neighbour on its own floor (the three adapters, for one, only meet in
// the composition root). Type-only imports count: a type is a dependency too. A folder or top-level file missing
// from the table is refused, so a new one has to be placed. The table is drawn in the README's "Architecture".
const LAYERS = [
  ['cli'],
  ['server.ts'],
  ['app.ts'],
  ['http', 'mcp', 'web'],
  ['api'],
  ['demo'],
  ['feedback'],
  ['webhooks'],
  ['services'],
  ['access'],
  ['ingest'],
  ['cluster', 'analyze'],
  ['enrich', 'encoder'],
  ['documents'],
  ['outlets'],
  ['context.ts'],
  ['store'],
  ['runtime'],
  ['config.ts'],
  ['net'],
  ['contract'],
  ['errors.ts'],
  ['spec.ts'],
  ['time-units.ts', 'log.ts'],
];

/** A path pattern matching the files of these folders or top-level files of src/. */
const under = (names) =>
  `^src/(${names.map((n) => n.replace('.', '\\.') + (n.endsWith('.ts') ? '$' : '/')).join('|')})`;

const layerRules = LAYERS.flatMap((floor, level) => {
  const above = LAYERS.slice(0, level).flat();
  return floor
    .map((name) => ({ name, forbidden: [...above, ...floor.filter((n) => n !== name)] }))
    .filter(({ forbidden }) => forbidden.length > 0)
    .map(({ name, forbidden }) => ({
      name: `layer-${name}`,
      comment: `${name} may import only its own folder and the floors below it`,
      severity: 'error',
      from: { path: under([name]) },
      to: { path: under(forbidden) },
    }));
});

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-circular',
      comment: 'a circle makes every file on it depend on every other',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'layer-unplaced',
      comment: 'every folder and top-level file of src/ has a floor in LAYERS',
      severity: 'error',
      from: { path: '^src/', pathNot: under(LAYERS.flat()) },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|node_modules)/' },
  },
};
