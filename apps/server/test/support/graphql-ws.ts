import WebSocket from 'ws';

export interface SubscriptionClient {
  /**
   * Resolves with the next `data` payload the server pushes that satisfies `accept` (events from
   * other test files sharing Redis are skipped).
   */
  next(accept?: (data: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): void;
}

/** A minimal graphql-transport-ws client: connect, subscribe, collect `next` messages. */
export async function subscribe(baseUrl: string, query: string, connectionParams: Record<string, unknown> = {}): Promise<SubscriptionClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const queue: Record<string, unknown>[] = [];
  const waiters: Array<(value: Record<string, unknown>) => void> = [];
  let ready!: () => void;
  let failed!: (error: Error) => void;
  const acknowledged = new Promise<void>((resolve, reject) => {
    ready = resolve;
    failed = reject;
  });
  socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: connectionParams })));
  socket.on('error', (error) => failed(error));
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as { type: string; payload?: { data?: Record<string, unknown> } };
    if (message.type === 'connection_ack') {
      socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
      // The server registers the subscription asynchronously; give it a moment before publishing.
      setTimeout(ready, 100);
    } else if (message.type === 'next' && message.payload?.data) {
      const waiter = waiters.shift();
      if (waiter) waiter(message.payload.data);
      else queue.push(message.payload.data);
    } else if (message.type === 'error') {
      failed(new Error(JSON.stringify(message.payload)));
    }
  });
  await acknowledged;
  return {
    next: (accept = () => true, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching subscription event within timeout')), timeoutMs);
        const offer = (value: Record<string, unknown>) => {
          if (!accept(value)) return false;
          clearTimeout(timer);
          resolve(value);
          return true;
        };
        while (queue.length) if (offer(queue.shift()!)) return;
        const wait = (value: Record<string, unknown>) => {
          if (!offer(value)) waiters.push(wait);
        };
        waiters.push(wait);
      }),
    close: () => socket.close(),
  };
}
