import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../lib/use-near-viewport';
import type { HistoryTableProps } from './history-table';

const HistoryTable = lazy(() => import('./history-table'));

/** Still while it waits below the fold: an animation nobody sees would repaint the page every frame. */
function Placeholder({ animate }: { animate: boolean }) {
  return (
    <Stack gap={8} aria-hidden="true">
      <Skeleton height={36} radius="sm" animate={animate} />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={52} radius="sm" animate={animate} />
      ))}
    </Stack>
  );
}

/**
 * The history table, fetched (code and rows) only when it comes near the viewport: it sits below the
 * fold on the release page, and the page's first paint should not pay for it.
 */
export function LazyHistoryTable(props: HistoryTableProps & { eager?: boolean }) {
  const { eager, ...tableProps } = props;
  const { ref, near } = useNearViewport<HTMLDivElement>(!!eager);
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<Placeholder animate />}>
          <HistoryTable {...tableProps} />
        </Suspense>
      ) : (
        <Placeholder animate={false} />
      )}
    </div>
  );
}
