import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAddCartLine } from '../api/add-cart-line';
import { openCartDrawer, pushCartView } from './cart-drawer-store';
import { showCheckoutToast } from './checkout-toast';
import { openEarlyAccess } from './early-access-store';

/**
 * Takes the next free edition of a pack (first come first served, airdrop claims): the server picks
 * it. A free cart goes straight to the one-click wallet view; a paid one to the cart. Refusals toast
 * the server's message (the claim texts of §8 among them); an open cart elsewhere opens the drawer.
 */
export function useTakeNextEdition(origin: 'fcfs' | 'claim' | 'lobby') {
  const add = useAddCartLine();
  const queryClient = useQueryClient();
  const take = (pack: { releasePackPublicPk: string; releasePublicPk: string; free: boolean }) =>
    add.mutate(
      { releasePackPublicPk: pack.releasePackPublicPk, origin },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.buyableReleasePack(pack.releasePackPublicPk) });
          void queryClient.invalidateQueries({ queryKey: queryKeys.releasePacks(pack.releasePublicPk) });
          openCartDrawer();
          if (pack.free) pushCartView('oneClickWallet');
        },
        onError: (error) => {
          showCheckoutToast('red', error instanceof ApiError ? error.messages[0]! : String(error));
          if (error instanceof ApiError && error.code === 'existing_checkout') openCartDrawer();
          if (error instanceof ApiError && error.code === 'lobby_not_open') openEarlyAccess(pack.releasePublicPk);
        },
      },
    );
  return { take, pending: add.isPending };
}
