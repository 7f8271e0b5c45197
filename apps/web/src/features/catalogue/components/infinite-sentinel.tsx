import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';

export interface InfiniteSentinelProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** How far before the end the next page starts loading. */
  rootMargin?: string;
}

/**
 * Sits after the last card; when it comes near the viewport (or the drawer's scroll area, which clips
 * it) the next page loads. A spinner shows while it does.
 */
export function InfiniteSentinel({ hasMore, loading, onLoadMore, rootMargin = '600px 0px' }: InfiniteSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, rootMargin]);
  if (!hasMore) return null;
  return (
    <Center ref={ref} py="lg" mih={64} data-testid="infinite-sentinel">
      {loading ? <Loader size="sm" color="cask" aria-label="Loading more" /> : null}
    </Center>
  );
}
