import type { TooltipProps } from '@mantine/core';
import {
  cloneElement,
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';

const loadTooltip = () => import('./tooltip-part');
const Tooltip = lazy(() => loadTooltip().then((part) => ({ default: part.Tooltip })));

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  'aria-describedby'?: string;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * Mantine's Tooltip, whose code (floating-ui, some 30 KB compressed) loads when a pointer or the focus
 * first reaches its target rather than with the page: a page whose first screen shows one (a private
 * listing's disabled Buy Now, the vault's view toggles) paints without waiting for it (decision 366).
 * The target is never re-mounted (the tooltip attaches to it through `target`), so a click that
 * arrives while the code loads still lands; it shows on hover and on focus.
 */
export function LazyTooltip({
  children,
  id,
  ...tooltip
}: Omit<TooltipProps, 'children' | 'opened' | 'target'> & { children: ReactElement<TriggerProps> }) {
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLElement | null>(null);
  const fallbackId = useId();
  const tooltipId = id ?? `tooltip-${fallbackId}`;
  const own = children.props;
  const show = () => {
    setWanted(true);
    setOpened(true);
  };
  const trigger = cloneElement(children, {
    ref: (node: HTMLElement | null) => {
      target.current = node;
      assignRef(own.ref, node);
    },
    'aria-describedby': opened ? tooltipId : own['aria-describedby'],
    onPointerEnter: (event: PointerEvent) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') show();
    },
    onPointerLeave: (event: PointerEvent) => {
      own.onPointerLeave?.(event);
      setOpened(false);
    },
    onFocus: (event: FocusEvent) => {
      own.onFocus?.(event);
      show();
    },
    onBlur: (event: FocusEvent) => {
      own.onBlur?.(event);
      setOpened(false);
    },
  });
  return (
    <>
      {trigger}
      {wanted ? (
        <Suspense fallback={null}>
          <Tooltip {...tooltip} id={tooltipId} target={target} opened={opened} />
        </Suspense>
      ) : null}
    </>
  );
}
