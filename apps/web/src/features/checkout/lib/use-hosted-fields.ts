import { useCallback, useEffect, useRef, useState } from 'react';

export interface HostedFieldsToken {
  token: string;
  card: Record<string, unknown>;
}

export class HostedFieldsError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

interface PspMessage {
  source?: string;
  type?: string;
  token?: string;
  card?: Record<string, unknown>;
  fields?: Record<string, string>;
  message?: string;
}

/**
 * The PSP's hosted card fields in an iframe (PCI SAQ-A: the number and security code are typed into
 * the PSP's page and never reach our code). They talk by postMessage, on the PSP's origin only:
 * 'ready', then on our 'createToken' (with the expiry we collect) a 'token' or an 'error' per field.
 */
export function useHostedFields(hostedFieldsUrl: string | null) {
  const frame = useRef<HTMLIFrameElement | null>(null);
  const [ready, setReady] = useState(false);
  const pending = useRef<{ resolve: (token: HostedFieldsToken) => void; reject: (error: Error) => void } | null>(null);
  const origin = hostedFieldsUrl ? new URL(hostedFieldsUrl, window.location.href).origin : null;

  useEffect(() => {
    setReady(false);
    if (!origin) return;
    const onMessage = (event: MessageEvent<PspMessage>) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow || event.data?.source !== 'caskmark-psp') return;
      if (event.data.type === 'ready') setReady(true);
      if (event.data.type === 'token' && event.data.token) {
        pending.current?.resolve({ token: event.data.token, card: event.data.card ?? {} });
        pending.current = null;
      }
      if (event.data.type === 'error') {
        pending.current?.reject(new HostedFieldsError(event.data.message ?? 'The card could not be read. Please try again.', event.data.fields ?? {}));
        pending.current = null;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  const requestToken = useCallback(
    (expirationMonth: number, expirationYear: number) =>
      new Promise<HostedFieldsToken>((resolve, reject) => {
        const target = frame.current?.contentWindow;
        if (!target || !origin) return reject(new HostedFieldsError('The card fields are still loading.', {}));
        pending.current?.reject(new HostedFieldsError('Superseded', {}));
        pending.current = { resolve, reject };
        target.postMessage({ source: 'caskmark-merchant', type: 'createToken', expirationMonth, expirationYear }, origin);
      }),
    [origin],
  );

  return { frame, ready, requestToken };
}
