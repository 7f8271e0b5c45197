import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentCharsViolation, GRAPHQL_LIMITS, inspectDocument, type GraphqlLimits } from './limits';

const schema = buildSchema(`
  type Bottle { name: String! cask: Cask producer: Producer! }
  type Cask { number: String! bottles(first: Int): [Bottle!]! }
  type Producer { name: String! bottles(limit: Int): [Bottle!]! }
  type Query { bottle: Bottle casks: [Cask!]! systemTime: String! }
  type Subscription { bottleChanged: Bottle! }
`);
/** Producer.bottles has a resolver of its own; the rest read properties. */
const isResolved = (type: string, field: string) => type === 'Producer' && field === 'bottles';
const inspect = (text: string, limits: GraphqlLimits = GRAPHQL_LIMITS) => inspectDocument(schema, parse(text), isResolved, limits);

describe('GraphQL document limits', () => {
  it('costs a root field 10, a plain field 1, a resolved field 10', () => {
    expect(inspect('{ systemTime }')).toEqual({ cost: 10, violation: null });
    expect(inspect('{ bottle { name } }').cost).toBe(11);
    expect(inspect('{ bottle { producer { name bottles(limit: 2) { name } } } }').cost).toBe(10 + 1 + 1 + 10 + 2 * 1);
  });

  it('multiplies a list field by first/limit, else by 10, variables included', () => {
    expect(inspect('{ casks { number } }').cost).toBe(10 + 10 * 1);
    expect(inspect('{ bottle { cask { bottles(first: 3) { name } } } }').cost).toBe(10 + 1 + 1 + 3);
    expect(inspect('query($n: Int) { bottle { cask { bottles(first: $n) { name } } } }').cost).toBe(10 + 1 + 1 + 10);
    expect(inspect('{ casks { bottles { cask { bottles { name } } } } }').cost).toBe(10 + 10 * (1 + 10 * (1 + 1 + 10)));
  });

  it('counts aliases and depth through fragments, measuring each fragment once', () => {
    const text = `
      query { bottle { ...A } b2: bottle { ...A } }
      fragment A on Bottle { n1: name n2: name cask { number } }`;
    expect(inspect(text).violation).toBeNull();
    // b2, then n1 and n2 once per spread.
    expect(inspect(text, { ...GRAPHQL_LIMITS, aliases: 5, depth: 3 }).violation).toBeNull();
    expect(inspect(text, { ...GRAPHQL_LIMITS, aliases: 5, depth: 2 }).violation).toMatchObject({ limit: 'depth', actual: 3 });
    expect(inspect(text, { ...GRAPHQL_LIMITS, aliases: 4 }).violation).toMatchObject({ limit: 'aliases', actual: 5, max: 4 });
    // An alias that repeats the field's name changes nothing.
    expect(inspect('{ bottle: bottle { name: name } }', { ...GRAPHQL_LIMITS, aliases: 0 }).violation).toBeNull();
  });

  it('stays fast on fragments that double at every level, and refuses them by cost', () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, level) =>
      level === levels - 1 ? `fragment F${level} on Bottle { name }` : `fragment F${level} on Bottle { ...F${level + 1} p${level}: producer { name } ...F${level + 1} }`,
    );
    const started = performance.now();
    const result = inspect(`{ bottle { ...F0 } } ${fragments.join(' ')}`);
    expect(performance.now() - started).toBeLessThan(50);
    expect(result.violation).toMatchObject({ limit: 'aliases' });
    expect(result.violation!.actual).toBeGreaterThan(1e9);
  });

  it('leaves fragment cycles to validation and unknown fields to validation, measuring what it can', () => {
    expect(inspect('{ bottle { ...A } } fragment A on Bottle { name ...A }').violation).toBeNull();
    expect(inspect('{ nope { deeper { still } } }')).toEqual({ cost: 12, violation: null });
  });

  it('counts every written field of the document, unused fragments included', () => {
    const text = `{ systemTime } fragment Unused on Bottle { ${'name '.repeat(GRAPHQL_LIMITS.fields)} }`;
    expect(inspect(text).violation).toMatchObject({ limit: 'fields', actual: GRAPHQL_LIMITS.fields + 1 });
  });

  it('does not count introspection towards depth or cost', () => {
    const text = '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }';
    expect(inspect(text)).toEqual({ cost: 0, violation: null });
  });

  it('measures the query text before parsing', () => {
    expect(documentCharsViolation('{ systemTime }')).toBeNull();
    expect(documentCharsViolation('x'.repeat(GRAPHQL_LIMITS.documentChars + 1))).toMatchObject({ limit: 'documentChars', actual: GRAPHQL_LIMITS.documentChars + 1 });
  });
});
