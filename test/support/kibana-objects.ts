// Checks Kibana saved objects (kibana/parallax.ndjson) against the index mappings, since Kibana itself cannot run
// on the development machines: every reference resolves inside the file, every data view matches an index of
// mappings/*.json, and every field a data view, saved search or Lens column names exists there with a type its
// aggregation accepts (date_histogram on a date, terms on a keyword, an average on a number, ...). Returns the
// problems found, one sentence each; an empty list means the file passed.
import fs from 'node:fs';
import path from 'node:path';

export interface SavedObject {
  id: string;
  type: string;
  attributes: Record<string, any>;
  references: { id: string; name: string; type: string }[];
}

interface MappedField {
  type: string;
  /** Inside a nested field: Lens's form-based layers cannot aggregate it. */
  nested: boolean;
  aggregatable: boolean;
}

type FieldTable = Map<string, MappedField>;

const MAPPINGS_DIR = path.resolve(__dirname, '..', '..', 'mappings');
const NUMERIC = ['byte', 'short', 'integer', 'long', 'float', 'half_float', 'double', 'scaled_float'];
const KEYWORD = ['keyword', 'constant_keyword'];
/** The field types each Lens operation accepts; `count` of records names no field. */
const OPERATION_FIELD_TYPES: Record<string, string[]> = {
  date_histogram: ['date', 'date_nanos'],
  terms: KEYWORD,
  average: NUMERIC,
  sum: NUMERIC,
  min: NUMERIC,
  max: NUMERIC,
  median: NUMERIC,
  percentile: NUMERIC,
  standard_deviation: NUMERIC,
  unique_count: [...KEYWORD, ...NUMERIC, 'date', 'ip', 'boolean'],
};
const DATA_TYPES: Record<string, string> = {
  ...Object.fromEntries(NUMERIC.map((t) => [t, 'number'])),
  ...Object.fromEntries(KEYWORD.map((t) => [t, 'string'])),
  date: 'date',
  date_nanos: 'date',
};
const RECORDS = '___records___';

export function readSavedObjects(file: string): SavedObject[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SavedObject);
}

/** Every field path of a mapping, multi-fields (`title.raw`) included; a disabled object's contents are no fields. */
function fieldTable(
  properties: Record<string, any>,
  prefix = '',
  nested = false,
  table: FieldTable = new Map(),
) {
  for (const [name, spec] of Object.entries(properties)) {
    const fieldPath = `${prefix}${name}`;
    const type: string = spec.type ?? 'object';
    const inNested = nested || type === 'nested';
    const searchable = spec.enabled !== false && spec.index !== false;
    table.set(fieldPath, {
      type: spec.enabled === false ? 'disabled object' : type,
      nested: inNested,
      aggregatable: searchable && spec.doc_values !== false && type !== 'text',
    });
    if (spec.properties && spec.enabled !== false)
      fieldTable(spec.properties, `${fieldPath}.`, inNested, table);
    for (const [sub, subSpec] of Object.entries((spec.fields ?? {}) as Record<string, any>)) {
      table.set(`${fieldPath}.${sub}`, {
        type: subSpec.type,
        nested: inNested,
        aggregatable: subSpec.doc_values !== false && subSpec.type !== 'text',
      });
    }
  }
  return table;
}

/** mappings/<name>.json per index name (`articles`, `events`, ...). */
export function mappingFields(): Map<string, FieldTable> {
  const tables = new Map<string, FieldTable>();
  for (const file of fs.readdirSync(MAPPINGS_DIR).filter((f) => f.endsWith('.json'))) {
    const mapping = JSON.parse(fs.readFileSync(path.join(MAPPINGS_DIR, file), 'utf8'));
    tables.set(path.basename(file, '.json'), fieldTable(mapping.mappings.properties));
  }
  return tables;
}

/** A data view title (an index pattern, commas allowed) as a regular expression over index names. */
export function patternMatcher(title: string): RegExp {
  const alternatives = title.split(',').map((p) =>
    p
      .trim()
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*'),
  );
  return new RegExp(`^(?:${alternatives.join('|')})$`);
}

/** Field names a KQL query compares (`field : value`, `field >= 3`). */
export function kqlFields(query: string): string[] {
  return [...query.matchAll(/([A-Za-z_][\w.]*)\s*(?::|>=|<=|>|<)/g)].map((m) => m[1]);
}

export function checkSavedObjects(
  objects: SavedObject[],
  mappings: Map<string, FieldTable>,
  indexPrefix = 'parallax',
): string[] {
  const problems: string[] = [];
  const byKey = new Map(objects.map((o) => [`${o.type}:${o.id}`, o]));
  if (byKey.size !== objects.length) problems.push('two saved objects share a type and id');

  // Which mapping each data view reads: the one whose alias and physical indices its pattern matches.
  const dataViewFields = new Map<string, FieldTable>();
  for (const view of objects.filter((o) => o.type === 'index-pattern')) {
    const matches = patternMatcher(view.attributes.title);
    const indices = [...mappings.keys()].filter((name) => matches.test(`${indexPrefix}-${name}`));
    if (indices.length !== 1) {
      problems.push(
        `data view ${view.id} (${view.attributes.title}) matches ${indices.length} indices, not 1`,
      );
      continue;
    }
    for (const physical of ['v1', '000001']) {
      const index = `${indexPrefix}-${indices[0]}-${physical}`;
      if (!matches.test(index)) problems.push(`data view ${view.id} does not match the index ${index}`);
    }
    const fields = mappings.get(indices[0])!;
    dataViewFields.set(view.id, fields);
    const time = fields.get(view.attributes.timeFieldName);
    if (time?.type !== 'date') {
      problems.push(`data view ${view.id}: time field ${view.attributes.timeFieldName} is no date field`);
    }
    for (const filter of JSON.parse(view.attributes.sourceFilters ?? '[]') as { value: string }[]) {
      if (!fields.has(filter.value))
        problems.push(`data view ${view.id} hides the unknown field ${filter.value}`);
    }
  }

  const resolve = (owner: SavedObject, name: string, type?: string) => {
    const reference = owner.references.find((r) => r.name === name);
    if (!reference) {
      problems.push(`${owner.type} ${owner.id} has no reference named ${name}`);
      return undefined;
    }
    if (type && reference.type !== type) {
      problems.push(`${owner.type} ${owner.id}: reference ${name} is a ${reference.type}, not a ${type}`);
    }
    return reference;
  };
  const fieldsOf = (owner: SavedObject, referenceName: string) => {
    const reference = resolve(owner, referenceName, 'index-pattern');
    return reference && dataViewFields.get(reference.id);
  };
  const need = (owner: SavedObject, fields: FieldTable, name: string, what: string) => {
    const field = fields.get(name);
    if (!field) problems.push(`${owner.type} ${owner.id}: ${what} names the unknown field ${name}`);
    return field;
  };

  for (const owner of objects) {
    for (const reference of owner.references) {
      if (!byKey.has(`${reference.type}:${reference.id}`)) {
        problems.push(
          `${owner.type} ${owner.id}: reference ${reference.name} points to a missing ${reference.type} ${reference.id}`,
        );
      }
    }
    if (owner.type === 'search') {
      const source = JSON.parse(owner.attributes.kibanaSavedObjectMeta.searchSourceJSON);
      const fields = fieldsOf(owner, source.indexRefName);
      if (!fields) continue;
      for (const column of owner.attributes.columns as string[]) need(owner, fields, column, 'a column');
      for (const [name] of owner.attributes.sort as [string, string][]) {
        const field = need(owner, fields, name, 'the sort');
        if (field && !field.aggregatable)
          problems.push(`search ${owner.id}: cannot sort on ${name} (${field.type})`);
      }
      for (const name of kqlFields(source.query.query)) need(owner, fields, name, 'the query');
    }
    if (owner.type === 'lens') {
      const state = owner.attributes.state;
      for (const [layerId, layer] of Object.entries(state.datasourceStates.formBased.layers) as [
        string,
        any,
      ][]) {
        const fields = fieldsOf(owner, `indexpattern-datasource-layer-${layerId}`);
        if (!fields) continue;
        for (const name of kqlFields(state.query.query)) need(owner, fields, name, 'the query');
        for (const [columnId, column] of Object.entries(layer.columns) as [string, any][]) {
          const what = `column ${columnId} (${column.operationType})`;
          if (!layer.columnOrder.includes(columnId))
            problems.push(`lens ${owner.id}: ${what} is not in columnOrder`);
          if (column.operationType === 'count' && column.sourceField === RECORDS) continue;
          const field = need(owner, fields, column.sourceField, what);
          if (!field) continue;
          const accepted = OPERATION_FIELD_TYPES[column.operationType];
          if (!accepted) problems.push(`lens ${owner.id}: ${what} is an operation this check does not know`);
          else if (!accepted.includes(field.type) || !field.aggregatable || field.nested) {
            problems.push(
              `lens ${owner.id}: ${what} cannot aggregate ${column.sourceField}, a ${field.nested ? 'nested ' : ''}${field.type}`,
            );
          }
          if (DATA_TYPES[field.type] && column.dataType !== DATA_TYPES[field.type]) {
            problems.push(`lens ${owner.id}: ${what} says ${column.dataType} for a ${field.type}`);
          }
        }
      }
    }
    if (owner.type === 'dashboard') {
      for (const panel of JSON.parse(owner.attributes.panelsJSON) as any[]) {
        resolve(owner, `${panel.panelIndex}:${panel.panelRefName}`, panel.type);
      }
    }
  }
  return problems;
}
