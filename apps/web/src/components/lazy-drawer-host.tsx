import { Suspense, useEffect, useState, type ReactNode } from 'react';

export interface LazyDrawerHostProps {
  opened: boolean;
  /** The drawer, given the `opened` to pass it: a lazy component, so its code loads on the first opening. */
  children: (opened: boolean) => ReactNode;
}

/**
 * Mounts a drawer whose code loads on intent (decision 321) at its first opening, then keeps it mounted
 * as an eager one would stay, so it slides out on close and in again on the next opening.
 */
export function LazyDrawerHost({ opened, children }: LazyDrawerHostProps) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OpenAfterMount opened={opened}>{children}</OpenAfterMount>
    </Suspense>
  );
}

/**
 * A Mantine drawer mounted open shows at once, without its slide-in: it is mounted closed once its code
 * is there and opened a frame later. (Not straight from an effect: the drawer's portal renders its
 * content from a layout effect, and React runs pending effects before that render, so both land in one.)
 */
function OpenAfterMount({ opened, children }: LazyDrawerHostProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return <>{children(opened && mounted)}</>;
}
