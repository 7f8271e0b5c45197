import type { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import mqemitter, { type MQEmitter } from 'mqemitter';
import mqemitterRedis from 'mqemitter-redis';

/**
 * Live events. In the embedded default they stay in the process; with `REDIS_URL` they travel over
 * Redis pub/sub so a subscriber on one instance hears an event published on another. GraphQL
 * subscriptions (mercurius) use the same emitter.
 */
export interface EventBus {
  readonly emitter: MQEmitter;
  readonly kind: 'memory' | 'redis';
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe(topic: string, handler: (payload: unknown) => void): Promise<() => void>;
  close(): Promise<void>;
}

interface RedisEmitterOptions {
  connectionString: string;
  subConn?: Redis;
}
/** mqemitter-redis re-emits its connections' errors on `state`; it ships no types of its own. */
type RedisEmitter = MQEmitter & { state: EventEmitter };
const createRedisEmitter = mqemitterRedis as unknown as (options: RedisEmitterOptions) => RedisEmitter;

/**
 * The subscriber connection skips ioredis's ready check (INFO) and its CLIENT SETINFO handshake. Both are
 * sent after the socket connects, and a SUBSCRIBE issued while the connection is (re)connecting is written
 * before them (ioredis #2037): the connection is then in subscriber mode, ioredis refuses the INFO with
 * 'Connection in subscriber mode, only subscriber commands may be used', drops the connection, and a
 * close in that state never ends. This connection only ever subscribes, unsubscribes and quits.
 */
function redisEmitter(redisUrl: string, onError: (error: Error) => void): RedisEmitter {
  const subConn = new Redis(redisUrl, { enableReadyCheck: false, disableClientInfo: true });
  const emitter = createRedisEmitter({ connectionString: redisUrl, subConn });
  // Without a listener an 'error' on `state` is thrown from inside ioredis: an uncaught exception.
  emitter.state.on('error', onError);
  return emitter;
}

export interface EventBusOptions {
  /** Without it events stay in the process. */
  redisUrl?: string;
  /**
   * Prefixes every topic, so deployments sharing one Redis never hear each other (a clock advanced
   * in one must not move another's).
   */
  namespace: string;
  onError?: (error: Error) => void;
}

/** The same emitter with every topic under `namespace/`; listeners still receive the payload as sent. */
function namespaced(inner: MQEmitter, namespace: string): MQEmitter {
  const prefix = `${namespace}/`;
  const wrapped = Object.create(inner) as MQEmitter;
  wrapped.on = (topic, listener, callback) => {
    inner.on(prefix + topic, listener, callback);
    return wrapped;
  };
  wrapped.removeListener = (topic, listener, callback) => inner.removeListener(prefix + topic, listener, callback);
  wrapped.emit = (message, callback) => inner.emit({ ...message, topic: prefix + message.topic }, callback);
  wrapped.close = (callback) => inner.close(callback);
  return wrapped;
}

export function createEventBus({ redisUrl, namespace, onError = () => undefined }: EventBusOptions): EventBus {
  const emitter = namespaced(redisUrl ? redisEmitter(redisUrl, onError) : mqemitter({ concurrency: 100 }), namespace);
  return {
    emitter,
    kind: redisUrl ? 'redis' : 'memory',
    publish: (topic, payload) =>
      new Promise((resolve, reject) => emitter.emit({ topic, payload }, (error) => (error ? reject(error) : resolve()))),
    subscribe: (topic, handler) =>
      new Promise((resolve) => {
        const listener = (message: Record<string, unknown>, done: () => void) => {
          try {
            handler(message.payload);
          } finally {
            done();
          }
        };
        emitter.on(topic, listener, () => resolve(() => emitter.removeListener(topic, listener)));
      }),
    close: () => new Promise((resolve) => emitter.close(() => resolve())),
  };
}
