import { Drawer, useMatches, type DrawerProps } from '@mantine/core';

/**
 * Drawer widths by viewport (spec part 1 §2): 33vw from 1240 px, 50vw from 900 px, 70vw from 600 px,
 * full width below. The theme's `sm`, `md` and `lg` breakpoints are exactly 600, 900 and 1240 px.
 */
export const DRAWER_WIDTHS = { base: '100vw', sm: '70vw', md: '50vw', lg: '33vw' } as const;

/** The same rule as a function of the viewport width in CSS pixels. */
export function drawerWidth(viewportPx: number): string {
  if (viewportPx >= 1240) return DRAWER_WIDTHS.lg;
  if (viewportPx >= 900) return DRAWER_WIDTHS.md;
  if (viewportPx >= 600) return DRAWER_WIDTHS.sm;
  return DRAWER_WIDTHS.base;
}

export type ResponsiveDrawerProps = Omit<DrawerProps, 'size'>;

/** Every side drawer of the app (cart, bids, edition browser, mobile menu) uses these widths. */
export function ResponsiveDrawer({ position = 'right', ...props }: ResponsiveDrawerProps) {
  const size = useMatches<string>(DRAWER_WIDTHS, { getInitialValueInEffect: false });
  return <Drawer position={position} size={size} {...props} />;
}
