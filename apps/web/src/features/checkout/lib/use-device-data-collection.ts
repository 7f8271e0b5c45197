import { useEffect, useState } from 'react';
import { PAYER_AUTH_RETRY_MS } from '@caskmark/shared/api/payments';

/**
 * 3-D Secure device data collection runs in a hidden iframe; the billing form shows when it reports
 * 'profile.completed' or after the 2 s fallback, whichever comes first (spec part 2 §4).
 */
export function useDeviceDataCollection(deviceDataCollectionUrl: string | null): { collecting: boolean } {
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if (!deviceDataCollectionUrl) return;
    const origin = new URL(deviceDataCollectionUrl, window.location.href).origin;
    const finish = () => setDone(deviceDataCollectionUrl);
    const timer = setTimeout(finish, PAYER_AUTH_RETRY_MS);
    const onMessage = (event: MessageEvent<{ source?: string; MessageType?: string }>) => {
      if (event.origin === origin && event.data?.source === 'caskmark-psp' && event.data.MessageType === 'profile.completed') finish();
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [deviceDataCollectionUrl]);
  return { collecting: Boolean(deviceDataCollectionUrl) && done !== deviceDataCollectionUrl };
}
