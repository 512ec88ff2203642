// Tool calls and JSON-RPC messages for fuzzing the MCP endpoint: arguments drawn from each tool's published input
// schema (tools/list), valid and hostile (schema-arbitraries.ts), plus unknown arguments, arguments that are no
// object, too many values, and envelopes off the protocol (bad JSON, wrong member types, batches, unknown
// methods, notifications).
import fc from 'fast-check';
import {
  hostileString,
  hostileValue,
  mostlyValid,
  noRefs,
  unknownName,
  type JsonSchema,
} from './schema-arbitraries';

/** A tool's arguments: mostly an object of its own properties, each valid or hostile. */
export function toolArguments(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = fc
    .tuple(
      ...properties.map(([name, property]) =>
        fc.option(mostlyValid(property, noRefs), {
          nil: undefined,
          freq: required.has(name) ? 10 : 2, // a required one is missing now and then
        }),
      ),
    )
    .map((values) =>
      Object.fromEntries(
        properties.map(([name], i) => [name, values[i]] as const).filter(([, v]) => v !== undefined),
      ),
    );
  const extra = fc.dictionary(unknownName, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 });
  const withUnknown = fc.tuple(fields, extra).map(([known, unknown]) => ({ ...unknown, ...known }));
  return fc.oneof(
    { arbitrary: fields, weight: 12 },
    { arbitrary: withUnknown, weight: 2 },
    { arbitrary: hostileValue({}, noRefs), weight: 1 },
    {
      // More values than any tool takes (the argument parser refuses over 500 before validating).
      arbitrary: fc.constantFrom(
        { tickers: Array.from({ length: 600 }, (_, i) => `T${i}`) },
        { nested: Array.from({ length: 50 }, () => Array.from({ length: 20 }, () => 1)) },
      ),
      weight: 1,
    },
  );
}

export const toolCall = (id: number, name: string, args: unknown) =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

/** Bodies that are no valid tools/call: each must be refused by the protocol layer, never crash it. */
export const brokenEnvelopes: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    'null',
    '[]',
    '42',
    '"tools/call"',
    '{"jsonrpc":"2.0"}',
    '{"jsonrpc":"1.0","id":1,"method":"tools/list"}',
    '{"jsonrpc":"2.0","id":1,"method":"tools/call"}',
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":[]}',
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":42}}',
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"arguments":{}}}',
    '{"jsonrpc":"2.0","id":{"a":1},"method":"tools/list"}',
    '{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}',
    '{"jsonrpc":"2.0","method":"tools/call","params":{"name":"get_event","arguments":{"id":1}}}',
    '{"jsonrpc":"2.0","id":1,"method":"resources/list"}',
    '{"jsonrpc":"2.0","id":1,"method":"no/such/method"}',
    '[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"2.0","id":2,"method":"tools/list"}]',
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_event","arguments":{"id":1}},"__proto__":{"x":1}}',
  ),
  fc
    .record({
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null)),
      method: fc.oneof(fc.constantFrom('tools/call', 'tools/list', 'initialize', 'ping'), hostileString),
      params: fc.jsonValue({ maxDepth: 3 }),
    })
    .map((message) => JSON.stringify({ jsonrpc: '2.0', ...message })),
  fc
    .tuple(fc.constantFrom('get_event', 'query_news', 'no_such_tool'), hostileString)
    .map(
      ([name, junk]) => `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"${name}"${junk}}}`,
    ),
);
