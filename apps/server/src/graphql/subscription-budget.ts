import type { IResolvers } from 'mercurius';
import { GRAPHQL_LIMITS, type GraphqlLimits, type LimitViolation } from './limits';

/** Put on the subscription's context by the preSubscriptionExecution hook: what the operation costs. */
export const OPERATION_COST = Symbol('caskmark.graphql.operation-cost');

interface ConnectionBudget {
  live: number;
  cost: number;
}

type SubscribeFn = (root: unknown, args: unknown, context: Record<PropertyKey, unknown>, info: unknown) => unknown;

/**
 * Every live subscription of a WebSocket connection holds part of the connection's budget (a count and
 * its operation cost) from its subscribe resolver until its event stream ends: the client stops it,
 * the connection closes, or the resolver refused. Keyed by the connection's upgrade request, which
 * mercurius hands to every operation of that connection.
 */
const budgets = new WeakMap<object, ConnectionBudget>();

export function budgetSubscriptions(resolvers: IResolvers, refuse: (violation: LimitViolation) => Error, limits: GraphqlLimits = GRAPHQL_LIMITS): void {
  const fields = (resolvers.Subscription ?? {}) as Record<string, { subscribe?: SubscribeFn }>;
  for (const [name, field] of Object.entries(fields)) {
    const subscribe = field.subscribe;
    if (!subscribe) continue;
    // A wrapped copy: the field object is the module's own, shared by every server this process builds
    // (two instances in one test, test files sharing a worker); wrapping it in place would count each
    // subscription once per server built.
    const budgeted: SubscribeFn = async (root, args, context, info) => {
      const connection = ((context.reply as { request?: object } | undefined)?.request ?? context) as object;
      const cost = typeof context[OPERATION_COST] === 'number' ? (context[OPERATION_COST] as number) : 0;
      let budget = budgets.get(connection);
      if (!budget) budgets.set(connection, (budget = { live: 0, cost: 0 }));
      if (budget.live >= limits.liveSubscriptions) {
        throw refuse({
          limit: 'liveSubscriptions',
          max: limits.liveSubscriptions,
          actual: budget.live + 1,
          message: `This connection already has ${budget.live} live subscriptions; at most ${limits.liveSubscriptions} are allowed. Stop one first.`,
        });
      }
      if (budget.cost + cost > limits.subscriptionCost) {
        throw refuse({
          limit: 'subscriptionCost',
          max: limits.subscriptionCost,
          actual: budget.cost + cost,
          message: `The live subscriptions of this connection would cost ${budget.cost + cost} points; at most ${limits.subscriptionCost} are allowed.`,
        });
      }
      budget.live += 1;
      budget.cost += cost;
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        budget.live -= 1;
        budget.cost -= cost;
      };
      try {
        const stream = (await subscribe(root, args, context, info)) as AsyncIterable<unknown>;
        return releasing(stream[Symbol.asyncIterator](), release);
      } catch (error) {
        release();
        throw error;
      }
    };
    fields[name] = { ...field, subscribe: budgeted };
  }
}

/** The same stream, releasing the budget once when it ends, however it ends. */
function releasing<T>(iterator: AsyncIterator<T>, release: () => void): AsyncIterableIterator<T> {
  return {
    async next() {
      try {
        const result = await iterator.next();
        if (result.done) release();
        return result;
      } catch (error) {
        release();
        throw error;
      }
    },
    async return(value?: unknown) {
      release();
      return iterator.return ? iterator.return(value) : { done: true, value: value as T };
    },
    async throw(error?: unknown) {
      release();
      if (iterator.throw) return iterator.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
