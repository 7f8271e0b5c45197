/** The payment-side live operations (payment start, ETH hash, completion check); filled in with the workflow. */
export const checkoutMutationTypeDefs = '';
export const checkoutMutationResolvers: Record<string, (root: unknown, args: never, ctx: never) => unknown> = {};
