// Per-IP and per-API-key request limits (spec §8, CONTRACT §5): fixed 60-second windows, counters in
// process memory or, with REDIS_URL, in Redis shared by every process. When Redis is unreachable the
// limiter falls back to per-process counters at once (commands are not queued while disconnected)
// and goes back to Redis when it returns.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

export const WINDOW_SECONDS = 60;

export interface LimitState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the current window resets. */
  resetSeconds: number;
}

export interface Limiter {
  consume(key: string): Promise<LimitState>;
}

export interface RateLimits {
  ip: Limiter;
  apiKey: Limiter;
  /**
   * A further limit of the same kind (in memory, or shared through Redis) with its own window, for
   * features that count something else (e.g. sign-in links asked for per address). `name` keeps
   * its counters apart; ask once per limit and keep the result.
   */
  counter(name: string, points: number, windowSeconds: number): Limiter;
  close(): Promise<void>;
}

/**
 * How a counter is named in Redis: a digest of what it counts (an IP address, an e-mail address), so
 * the shared store holds no personal data. In process memory the key is used as it is.
 */
const digestKey = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 22);

function wrap(
  limiter: RateLimiterAbstract,
  points: number,
  name: (key: string) => string = (k) => k,
): Limiter {
  const state = (res: RateLimiterRes, allowed: boolean): LimitState => ({
    allowed,
    limit: points,
    remaining: Math.max(0, res.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  return {
    async consume(key) {
      try {
        return state(await limiter.consume(name(key)), true);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return state(rejection, false);
        throw rejection;
      }
    },
  };
}

type RateLimitOptions = {
  perIp: number;
  perKey: number;
  redisUrl?: string;
  log: Logger;
  prefix?: string;
};

/**
 * The limits, once Redis (when one is configured) is ready or has failed to connect within its
 * connect timeout: a process starting beside others counts in the shared budget from its very first
 * request, instead of in its own memory until the connection happens to be up.
 */
export async function openRateLimits(options: RateLimitOptions): Promise<RateLimits> {
  // ioredis is loaded only by a process configured with Redis.
  const RedisClient = options.redisUrl ? (await import('ioredis')).Redis : undefined;
  const { limits, redis } = build(options, RedisClient);
  if (redis && redis.status !== 'ready') {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        redis.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, REDIS_CONNECT_TIMEOUT_MS);
      redis.once('ready', done);
      redis.once('error', done);
    });
  }
  return limits;
}

const REDIS_CONNECT_TIMEOUT_MS = 2000;

function build(
  options: RateLimitOptions,
  RedisClient: typeof Redis | undefined,
): { limits: RateLimits; redis?: Redis } {
  const prefix = options.prefix ?? 'cs:rl';
  const memory = (points: number, duration = WINDOW_SECONDS) => new RateLimiterMemory({ points, duration });
  if (!options.redisUrl || !RedisClient) {
    const limits: RateLimits = {
      ip: wrap(memory(options.perIp), options.perIp),
      apiKey: wrap(memory(options.perKey), options.perKey),
      counter: (_name, points, windowSeconds) => wrap(memory(points, windowSeconds), points),
      close: async () => {},
    };
    return { limits };
  }
  const redis = new RedisClient(options.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let degraded = false;
  redis.on('error', (error) => {
    if (!degraded)
      options.log.warn({ err: error.message }, 'Redis unreachable: rate limits use per-process counters');
    degraded = true;
  });
  redis.on('ready', () => {
    if (degraded) options.log.info('Redis reachable again: rate limits shared through Redis');
    degraded = false;
  });
  const shared = (points: number, keyPrefix: string, duration = WINDOW_SECONDS) =>
    new RateLimiterRedis({
      storeClient: redis,
      points,
      duration,
      keyPrefix,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory(points, duration),
    });
  const limits: RateLimits = {
    ip: wrap(shared(options.perIp, `${prefix}:ip`), options.perIp, digestKey),
    apiKey: wrap(shared(options.perKey, `${prefix}:key`), options.perKey, digestKey),
    counter: (name, points, windowSeconds) =>
      wrap(shared(points, `${prefix}:${name}`, windowSeconds), points, digestKey),
    async close() {
      redis.disconnect();
    },
  };
  return { limits, redis };
}

/** The state a client should see: the limit closer to refusing. */
export function tighter(a: LimitState, b: LimitState | undefined): LimitState {
  if (!b) return a;
  if (!a.allowed) return a;
  if (!b.allowed) return b;
  if (b.remaining !== a.remaining) return b.remaining < a.remaining ? b : a;
  return b.limit < a.limit ? b : a;
}
