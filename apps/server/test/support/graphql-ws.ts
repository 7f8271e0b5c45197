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

export interface GraphqlSocketMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

export interface GraphqlSocket {
  /** Starts operation `id` (graphql-transport-ws `subscribe`). */
  subscribe(id: string, query: string): void;
  /** Stops operation `id` (`complete`). */
  complete(id: string): void;
  /** The next message for which `accept` holds (messages read before are kept for later calls). */
  next(accept: (message: GraphqlSocketMessage) => boolean, timeoutMs?: number): Promise<GraphqlSocketMessage>;
  /** Resolves with the close code once the server or the client closed the socket. */
  closed: Promise<number>;
  close(): void;
}

/** An acknowledged graphql-transport-ws connection that exposes every message, errors included. */
export async function openGraphqlSocket(baseUrl: string, connectionParams: Record<string, unknown> = {}): Promise<GraphqlSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const seen: GraphqlSocketMessage[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (raw) => {
    seen.push(JSON.parse(String(raw)) as GraphqlSocketMessage);
    for (const wake of waiters) wake();
  });
  const next = (accept: (message: GraphqlSocketMessage) => boolean, timeoutMs = 5000) =>
    new Promise<GraphqlSocketMessage>((resolve, reject) => {
      const look = () => {
        const index = seen.findIndex(accept);
        if (index < 0) return false;
        const [message] = seen.splice(index, 1);
        waiters.delete(look);
        clearTimeout(timer);
        resolve(message!);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error(`no matching message within ${timeoutMs} ms; seen: ${JSON.stringify(seen).slice(0, 500)}`));
      }, timeoutMs);
      if (!look()) waiters.add(look);
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'connection_init', payload: connectionParams }));
  await next((message) => message.type === 'connection_ack');
  return {
    subscribe: (id, query) => socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query } })),
    complete: (id) => socket.send(JSON.stringify({ id, type: 'complete' })),
    next,
    closed,
    close: () => socket.close(),
  };
}
