import {
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/**
 * What one GraphQL request may ask for (decision 156). The transport limits stop a large request before
 * anything is parsed; the document limits run on the syntax tree before validation, whose overlap rule
 * is quadratic in the fields of a selection set.
 */
export const GRAPHQL_LIMITS = {
  /** HTTP body of /graphql (query and variables). */
  bodyBytes: 64 * 1024,
  /** One WebSocket message (a subscribe message carries the query and its variables). */
  webSocketMessageBytes: 64 * 1024,
  /** Characters of the query text. */
  documentChars: 16 * 1024,
  /** Lexical tokens the parser reads before giving up (the introspection query has about 350). */
  tokens: 2_000,
  /** Field selections written in the whole document, fragments included, before any expansion. */
  fields: 300,
  /** Aliases in one operation, fragments expanded (an alias that repeats its field's name is no alias). */
  aliases: 20,
  /** Nested selection levels in one operation (introspection fields are bounded by graphql's own rule). */
  depth: 10,
  /** Points of one operation: a field 1, a root field or a field with its own resolver 10; a list's items × first/limit (else 10). */
  cost: 500,
  /** Live subscriptions on one WebSocket connection. */
  liveSubscriptions: 10,
  /** Sum of the costs of the live subscriptions of one connection (each event runs every one of them). */
  subscriptionCost: 1_000,
} as const;

export type GraphqlLimits = { readonly [K in keyof typeof GRAPHQL_LIMITS]: number };

/** How many items a list field is assumed to return when its arguments do not say. */
export const ASSUMED_LIST_SIZE = 10;
const SIZE_ARGUMENTS = new Set(['first', 'last', 'limit', 'size', 'pageSize']);
const RESOLVED_FIELD_COST = 10;

export interface LimitViolation {
  limit: 'documentChars' | 'fields' | 'aliases' | 'depth' | 'cost' | 'liveSubscriptions' | 'subscriptionCost';
  max: number;
  actual: number;
  message: string;
}

export interface OperationMeasure {
  aliases: number;
  depth: number;
  cost: number;
}

/** Whether a field runs code of its own (a resolver in the composed map) rather than reading a property. */
export type ResolvedFieldTest = (typeName: string, fieldName: string) => boolean;

const NOTHING: OperationMeasure = { aliases: 0, depth: 0, cost: 0 };

export function documentCharsViolation(source: string, limits: GraphqlLimits = GRAPHQL_LIMITS): LimitViolation | null {
  if (source.length <= limits.documentChars) return null;
  return {
    limit: 'documentChars',
    max: limits.documentChars,
    actual: source.length,
    message: `This query is ${source.length} characters long; at most ${limits.documentChars} are allowed.`,
  };
}

export interface DocumentInspection {
  /** The first limit the document breaks, or null. */
  violation: LimitViolation | null;
  /** The highest cost of its operations (what a subscription holds of its connection's budget). */
  cost: number;
}

/** Checks the document against the limits: one pass over the tree, each fragment measured once. */
export function inspectDocument(schema: GraphQLSchema, document: DocumentNode, isResolved: ResolvedFieldTest, limits: GraphqlLimits = GRAPHQL_LIMITS): DocumentInspection {
  const fields = countFieldNodes(document);
  if (fields > limits.fields) {
    return { cost: 0, violation: { limit: 'fields', max: limits.fields, actual: fields, message: `This document selects ${fields} fields; at most ${limits.fields} are allowed.` } };
  }
  const measurer = new OperationMeasurer(schema, document, isResolved);
  let highest = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const measure = measurer.selectionSet(definition.selectionSet, schema.getRootType(definition.operation) ?? undefined);
    highest = Math.max(highest, measure.cost);
    const violation = operationViolation(measure, limits);
    if (violation) return { cost: highest, violation };
  }
  return { cost: highest, violation: null };
}

function operationViolation(measure: OperationMeasure, limits: GraphqlLimits): LimitViolation | null {
  if (measure.aliases > limits.aliases) {
    return { limit: 'aliases', max: limits.aliases, actual: measure.aliases, message: `This operation uses ${measure.aliases} aliases; at most ${limits.aliases} are allowed.` };
  }
  if (measure.depth > limits.depth) {
    return { limit: 'depth', max: limits.depth, actual: measure.depth, message: `This operation is ${measure.depth} levels deep; at most ${limits.depth} are allowed.` };
  }
  if (measure.cost > limits.cost) {
    return {
      limit: 'cost',
      max: limits.cost,
      actual: measure.cost,
      message: `This operation costs ${measure.cost} points; at most ${limits.cost} are allowed (a field costs 1, a resolved field ${RESOLVED_FIELD_COST}, list items ×first/limit or ×${ASSUMED_LIST_SIZE}).`,
    };
  }
  return null;
}

function countFieldNodes(document: DocumentNode): number {
  let count = 0;
  const walk = (set: SelectionSetNode | undefined) => {
    if (!set) return;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) count += 1;
      if (selection.kind !== Kind.FRAGMENT_SPREAD) walk(selection.selectionSet);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) walk(definition.selectionSet);
  }
  return count;
}

/**
 * Measures selection sets with fragments expanded. A fragment's measure does not depend on where it is
 * spread, so each is measured once: a chain of fragments spreading the next one twice stays linear here
 * (its cost still doubles per level, and the limit catches it). A fragment that spreads itself measures as
 * nothing and is left to validation's NoFragmentCycles rule.
 */
class OperationMeasurer {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly measured = new Map<string, OperationMeasure>();
  private readonly inProgress = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly isResolved: ResolvedFieldTest,
  ) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(definition.name.value, definition);
    }
  }

  selectionSet(set: SelectionSetNode, parent: GraphQLNamedType | undefined): OperationMeasure {
    let aliases = 0;
    let depth = 0;
    let cost = 0;
    for (const selection of set.selections) {
      let measure: OperationMeasure;
      if (selection.kind === Kind.FIELD) measure = this.field(selection, parent);
      else if (selection.kind === Kind.INLINE_FRAGMENT) measure = this.selectionSet(selection.selectionSet, selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : parent);
      else measure = this.fragment(selection.name.value);
      aliases += measure.aliases;
      cost += measure.cost;
      depth = Math.max(depth, measure.depth);
    }
    return { aliases, depth, cost };
  }

  private field(node: FieldNode, parent: GraphQLNamedType | undefined): OperationMeasure {
    const name = node.name.value;
    const aliased = node.alias && node.alias.value !== name ? 1 : 0;
    // Introspection: graphql's MaxIntrospectionDepthRule and the token limit bound it; it reads no data.
    if (name.startsWith('__')) return { aliases: aliased, depth: 0, cost: 0 };
    const definition = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
    const isRoot = parent !== undefined && [this.schema.getQueryType(), this.schema.getMutationType(), this.schema.getSubscriptionType()].includes(parent as never);
    const own = isRoot || (parent && this.isResolved(parent.name, name)) ? RESOLVED_FIELD_COST : 1;
    if (!node.selectionSet) return { aliases: aliased, depth: 1, cost: own };
    const children = this.selectionSet(node.selectionSet, definition ? getNamedType(definition.type) : undefined);
    const items = definition && returnsList(definition.type) ? listSize(node) : 1;
    return { aliases: aliased + children.aliases, depth: 1 + children.depth, cost: own + children.cost * items };
  }

  private fragment(name: string): OperationMeasure {
    const known = this.measured.get(name);
    if (known) return known;
    const definition = this.fragments.get(name);
    if (!definition || this.inProgress.has(name)) return NOTHING;
    this.inProgress.add(name);
    const measure = this.selectionSet(definition.selectionSet, this.schema.getType(definition.typeCondition.name.value));
    this.inProgress.delete(name);
    this.measured.set(name, measure);
    return measure;
  }
}

function returnsList(type: GraphQLOutputType): boolean {
  return isListType(getNullableType(type));
}

/** Items a list field returns: a literal `first`/`limit`/... argument, else the assumed size (also for variables). */
function listSize(node: FieldNode): number {
  for (const argument of node.arguments ?? []) {
    if (SIZE_ARGUMENTS.has(argument.name.value) && argument.value.kind === Kind.INT) return Math.max(Number(argument.value.value), 0);
  }
  return ASSUMED_LIST_SIZE;
}
