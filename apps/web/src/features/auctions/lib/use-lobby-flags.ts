import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { closeTimerDelay, lobbyTimingFlags, openTimerDelay, sealedAuctionCloseTimerDelay, type LobbyDates, type LobbyTimingFlags } from '@caskmark/shared/rules/lobby-timers';
import { useSystemTime } from '../../../lib/api/get-system-time';
import { subscribeLive } from '../../../lib/graphql-live';
import { queryKeys } from '../../../lib/query-keys';
import { applyServerOffset, serverNow } from '../../../lib/server-time';

const SYSTEM_EVENTS = 'subscription { systemEvent { kind at } }';

/**
 * The lobby timing flags of spec part 1 §4 for a pack, kept current by the spec's timers: one at the
 * open (set only within 14 days) and one at the close (within 432,000,000 ms; a sealed auction's only
 * under 5 days). A page left open across either moment flips without a reload; a moved business clock
 * (the server announces it as a system event, which re-syncs the clock at once) sets them again.
 */
export function useLobbyFlags(dates: LobbyDates, kind: 'sealed' | 'standard' = 'standard'): LobbyTimingFlags {
  const offset = useSystemTime().data?.offsetMs;
  const open = new Date(dates.lobbyOpenDate).getTime();
  const close = dates.lobbyCloseDate === null ? null : new Date(dates.lobbyCloseDate).getTime();
  const [flags, setFlags] = useState(() => lobbyTimingFlags(dates, new Date(serverNow())));
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLive(SYSTEM_EVENTS, {}, (data) => {
        const event = data.systemEvent as { kind?: string } | undefined;
        if (event?.kind === 'clock.advanced') void queryClient.invalidateQueries({ queryKey: queryKeys.systemTime() });
      }),
    [queryClient],
  );
  useEffect(() => {
    const at = { lobbyOpenDate: new Date(open), lobbyCloseDate: close === null ? null : new Date(close) };
    if (offset !== undefined) applyServerOffset(offset);
    const refresh = () => setFlags(lobbyTimingFlags(at, new Date(serverNow())));
    refresh();
    const now = new Date(serverNow());
    const delays = [openTimerDelay(at.lobbyOpenDate, now), kind === 'sealed' ? sealedAuctionCloseTimerDelay(at.lobbyCloseDate, now) : closeTimerDelay(at.lobbyCloseDate, now)];
    const timers = delays.filter((delay): delay is number => delay !== null).map((delay) => setTimeout(refresh, delay + 50));
    return () => timers.forEach(clearTimeout);
  }, [open, close, kind, offset]);
  return flags;
}
