import { Button, Tooltip } from '@mantine/core';

/**
 * 'Buy Now' (part 2 §2 screen 2). Buying a listing needs a signed-in collector with a wallet, which
 * arrives with the secondary-market purchase flow; until then the button says so instead of pretending.
 */
export function ListingAction({ size = 'xs', fullWidth }: { size?: 'xs' | 'sm' | 'md'; fullWidth?: boolean }) {
  return (
    <Tooltip label="Buying listings opens soon" withArrow>
      <span style={{ display: fullWidth ? 'block' : 'inline-block' }}>
        <Button size={size} disabled fullWidth={fullWidth}>
          Buy Now
        </Button>
      </span>
    </Tooltip>
  );
}
