import type { CartLineResult, CartStatus } from '@caskmark/shared/api/checkout';
import type { AppContext } from '../../context';

/**
 * Live cart events, keyed by release pack (spec part 1 §4 "Cart events arrive live"; §7 subscriptions):
 * every page of the pack hears lines created and deleted (the availability labels move), and the
 * owner's drawer hears refreshes, payment start and completion. Payloads carry the handler the spec
 * shows and nothing else about the buyer. Over Redis when configured (platform/events.ts).
 */
export const CART_EVENT_FIELDS = {
  lineCreated: 'primaryCheckoutCartLineCreated',
  lineDeleted: 'primaryCheckoutCartLineDeleted',
  refreshed: 'primaryCheckoutCartRefreshed',
  inProgress: 'primaryCheckoutCartInProgress',
  completed: 'primaryCheckoutCartCompleted',
} as const;
export type CartEventKind = keyof typeof CART_EVENT_FIELDS;

export interface CartStateEvent {
  cartPublicPk: string;
  releasePackPublicPk: string;
  handler: string;
  status: CartStatus;
  validUntil: string;
}

export type CartEvent =
  | { kind: 'lineCreated' | 'lineDeleted'; releasePackPk: string; payload: CartLineResult }
  | { kind: 'refreshed' | 'inProgress' | 'completed'; releasePackPk: string; payload: CartStateEvent };

export const cartTopic = (kind: CartEventKind, releasePackPk: string) => `checkout.${kind}.${releasePackPk}`;

/** Publishes after the transaction that caused the events committed; a lost event only delays a label. */
export async function publishCartEvents(context: AppContext, events: CartEvent[]): Promise<void> {
  for (const event of events) {
    try {
      await context.events.publish(cartTopic(event.kind, event.releasePackPk), { [CART_EVENT_FIELDS[event.kind]]: event.payload });
    } catch (error) {
      context.log.warn({ err: error, kind: event.kind }, 'cart event could not be published');
    }
  }
}
