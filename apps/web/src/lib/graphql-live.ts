/**
 * The browser's one GraphQL WebSocket (graphql-transport-ws on /graphql, decision 005): operations
 * are shared by query and variables and counted, so every component that wants the same live event
 * rides one server subscription. It connects on the first subscription, closes a few seconds after the
 * last one ends, and reconnects with a growing delay while anything still listens; after a reconnect
 * `onReconnect` listeners hear it, because events sent meanwhile are lost (events only nudge, the
 * queries stay the truth). Without WebSocket (or when the server refuses) nothing breaks: the polling
 * that every live view keeps carries on.
 */
export type LiveData = Record<string, unknown>;
type Listener = (data: LiveData) => void;

interface Operation {
  id: string;
  query: string;
  variables: Record<string, unknown>;
  listeners: Set<Listener>;
}

const CLOSE_IDLE_MS = 5_000;
const MAX_RETRY_MS = 30_000;

let socket: WebSocket | null = null;
let acknowledged = false;
let retryMs = 1_000;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
let connectedOnce = false;
const operations = new Map<string, Operation>();
const reconnectListeners = new Set<() => void>();

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

function send(message: Record<string, unknown>) {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function start(operation: Operation) {
  if (acknowledged) send({ id: operation.id, type: 'subscribe', payload: { query: operation.query, variables: operation.variables } });
}

function connect() {
  if (socket || typeof WebSocket === 'undefined') return;
  clearTimeout(retryTimer);
  const current = new WebSocket(socketUrl(), 'graphql-transport-ws');
  socket = current;
  acknowledged = false;
  current.onopen = () => current.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  current.onmessage = (event) => {
    let message: { id?: string; type?: string; payload?: { data?: LiveData } };
    try {
      message = JSON.parse(String(event.data)) as typeof message;
    } catch {
      return;
    }
    if (message.type === 'connection_ack') {
      acknowledged = true;
      retryMs = 1_000;
      for (const operation of operations.values()) start(operation);
      if (connectedOnce) for (const listener of reconnectListeners) listener();
      connectedOnce = true;
    } else if (message.type === 'ping') {
      send({ type: 'pong' });
    } else if (message.type === 'next' && message.id && message.payload?.data) {
      const operation = [...operations.values()].find((candidate) => candidate.id === message.id);
      for (const listener of operation?.listeners ?? []) listener(message.payload.data);
    }
    // 'error' and 'complete' end one operation; polling covers it until the next reconnect.
  };
  current.onclose = () => {
    if (socket !== current) return;
    socket = null;
    acknowledged = false;
    if (operations.size === 0) return;
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };
}

function closeWhenIdle() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (operations.size > 0 || !socket) return;
    const current = socket;
    socket = null;
    acknowledged = false;
    current.close(1000);
  }, CLOSE_IDLE_MS);
}

/** Listens to a subscription; answers the function that stops listening. */
export function subscribeLive(query: string, variables: Record<string, unknown>, listener: Listener): () => void {
  const key = `${query}\n${JSON.stringify(variables)}`;
  let operation = operations.get(key);
  if (!operation) {
    operation = { id: String(nextId++), query, variables, listeners: new Set() };
    operations.set(key, operation);
    clearTimeout(idleTimer);
    connect();
    start(operation);
  }
  operation.listeners.add(listener);
  const current = operation;
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0 || operations.get(key) !== current) return;
    operations.delete(key);
    send({ id: current.id, type: 'complete' });
    if (operations.size === 0) closeWhenIdle();
  };
}

/** Called after the socket came back: whatever happened meanwhile was not heard. */
export function onLiveReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}
