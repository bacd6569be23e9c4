import { randomBytes } from 'node:crypto'
import type { Logger } from '@portico/server'
import type { Redis } from 'ioredis'
import type { ConnectionLimits } from '../connection/ConnectionLimits'
import { grantedSlot } from '../connection/grantedSlot'
import {
  ACQUIRE_CONNECTION,
  CONNECTION_HEARTBEAT,
  DROP_CONNECTION_NODE,
  RELEASE_CONNECTION,
} from './redisQuotaScripts'

type ConnectionScripts = {
  porticoRelayAcquire(...args: (string | number)[]): Promise<number>
  porticoRelayRelease(...args: string[]): Promise<number>
  porticoRelayBeat(...args: (string | number)[]): Promise<number>
  porticoRelayDrop(...args: string[]): Promise<number>
}

/**
 * {@link ConnectionLimits} in Redis, shared by every node of a cluster: open sockets per
 * address and per client id are counted cluster-wide, so a client at its cap on one node is
 * refused on every other. Each node also records what it holds and beats every `staleMs / 3`;
 * a node silent for `staleMs` (killed, cut off from Redis) is taken as dead by the next node to
 * check, and its sockets stop counting. Keys start with `prefix + 'c:'`.
 * @example
 * const limits = createRedisConnectionLimits({ redis, prefix, caps: { perAddress: 100, perClient: 20 }, logger })
 */
export function createRedisConnectionLimits(options: {
  redis: Redis
  prefix: string
  caps: { perAddress: number; perClient: number }
  logger: Logger
  staleMs?: number
}): ConnectionLimits {
  const { prefix, caps, logger } = options
  const staleMs = options.staleMs ?? 30_000
  const node = randomBytes(8).toString('hex')
  options.redis.defineCommand('porticoRelayAcquire', { numberOfKeys: 0, lua: ACQUIRE_CONNECTION })
  options.redis.defineCommand('porticoRelayRelease', { numberOfKeys: 0, lua: RELEASE_CONNECTION })
  options.redis.defineCommand('porticoRelayBeat', { numberOfKeys: 0, lua: CONNECTION_HEARTBEAT })
  options.redis.defineCommand('porticoRelayDrop', { numberOfKeys: 0, lua: DROP_CONNECTION_NODE })
  const redis = options.redis as Redis & ConnectionScripts
  const beat = () =>
    redis.porticoRelayBeat(prefix, node, staleMs).catch((error: unknown) => {
      logger.error('Could not reach Redis for the connection heartbeat', { error: String(error) })
    })
  const timer = setInterval(beat, Math.max(1, Math.floor(staleMs / 3)))
  timer.unref()
  let closed = false
  return {
    async addressFull(address) {
      const open = Number((await redis.hget(`${prefix}c:addresses`, address)) ?? 0)
      return open >= caps.perAddress
    },

    async acquire(address, clientId) {
      const verdict = await redis.porticoRelayAcquire(
        prefix,
        node,
        address,
        clientId,
        caps.perAddress,
        caps.perClient,
        staleMs,
      )
      if (verdict === 1) return { ok: false, key: 'TOO_MANY_ADDRESS_CONNECTIONS' }
      if (verdict === 2) return { ok: false, key: 'TOO_MANY_CLIENT_CONNECTIONS' }
      return grantedSlot(() => {
        redis.porticoRelayRelease(prefix, node, address, clientId).catch((error: unknown) => {
          logger.error('Could not give back a connection slot', { error: String(error) })
        })
      })
    },

    async close() {
      if (closed) return
      closed = true
      clearInterval(timer)
      await redis.porticoRelayDrop(prefix, node)
    },
  }
}
