import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useChainConfig } from '../../../features/wallets/api/get-chain-config';
import classes from './site-footer.module.css';

/** The toast of a copy (spec part 2 §8). */
const COPIED = 'Copied';

function copyAddress(address: string) {
  void navigator.clipboard
    ?.writeText(address)
    .then(() => import('@mantine/notifications'))
    .then(({ notifications }) => notifications.show({ color: 'green', message: COPIED }))
    // A browser that refuses the clipboard leaves the address selectable (one click selects it all).
    .catch(() => undefined);
}

/**
 * Spec part 1 §2 Footer "contract address": the marketplace contract the server trades on
 * (`/services/utility/v1/chain-config`), with a copy button and, when CHAIN_EXPLORER_URL is set, a
 * link to it on the block explorer. Nothing at all when the server runs without a chain.
 */
export function ContractAddress() {
  const chain = useChainConfig();
  const address = chain.data?.contracts?.marketplace;
  if (!address) return chain.isPending ? <div className={classes.contract} aria-hidden="true" /> : null;
  const explorer = chain.data?.explorerUrl?.replace(/\/+$/, '');
  return (
    <div className={classes.contract}>
      <span className={classes.contractLabel}>Marketplace contract</span>
      <code className={classes.contractAddress}>{address}</code>
      <span className={classes.contractActions}>
        <button type="button" className={classes.iconButton} onClick={() => copyAddress(address)} aria-label="Copy contract address" title="Copy contract address">
          <IconCopy size={16} stroke={1.7} aria-hidden="true" />
        </button>
        {explorer ? (
          <a
            className={classes.iconButton}
            href={`${explorer}/address/${address}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="View the contract on the block explorer"
            title="View on the block explorer"
          >
            <IconExternalLink size={16} stroke={1.7} aria-hidden="true" />
          </a>
        ) : null}
      </span>
    </div>
  );
}
