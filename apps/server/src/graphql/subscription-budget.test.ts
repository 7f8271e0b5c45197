import type { IResolvers } from 'mercurius';
import { describe, expect, it } from 'vitest';
import { budgetSubscriptions } from './subscription-budget';

const refuse = (violation: { message: string }) => new Error(violation.message);

async function* events() {
  yield 1;
}

describe('the subscription budget', () => {
  it('leaves the module’s resolvers as they were, so a second server built in the process counts each subscription once', async () => {
    const moduleField = { subscribe: () => events() };
    const original = moduleField.subscribe;
    const serverResolvers = (): IResolvers => ({ Subscription: { changed: moduleField } }) as unknown as IResolvers;
    const first = serverResolvers();
    const second = serverResolvers();
    budgetSubscriptions(first, refuse, { liveSubscriptions: 2, subscriptionCost: 100 } as never);
    budgetSubscriptions(second, refuse, { liveSubscriptions: 2, subscriptionCost: 100 } as never);
    expect(moduleField.subscribe).toBe(original);

    const subscribe = (second.Subscription as Record<string, { subscribe: (...args: unknown[]) => Promise<unknown> }>).changed!.subscribe;
    const connection = {};
    await subscribe(null, {}, connection, null);
    await subscribe(null, {}, connection, null);
    await expect(subscribe(null, {}, connection, null)).rejects.toThrow('This connection already has 2 live subscriptions; at most 2 are allowed. Stop one first.');
  });
});
