import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { QuotaLimits } from '../quota/quotaVerdict'
import type { StorageCharge, StorageLedger } from '../quota/StorageLedger'
import type { RelayErrorKey } from '../rpc/relayErrorCodes'
import type {
  AdmissionOutcome,
  AdmissionRequest,
  NewMessage,
  RelayStore,
  StoredMessage,
  StoredUsage,
} from '../store/RelayStore'
import { redisLedgerHome } from './createRedisLedger'
import { createTickBatcher } from './createTickBatcher'
import { parseMessageValue } from './parseMessageValue'
import { ADMIT_AND_INSERT, INSERT_MESSAGES, MARK_ACKED } from './redisStoreScripts'
import { StoreFailedError } from './StoreFailedError'

type RelayScripts = {
  porticoRelayInsert(...args: (string | number)[]): Promise<number[]>
  porticoRelayAdmitAndInsert(...args: (string | number)[]): Promise<(string | number)[]>
  porticoRelayAck(...args: (string | number)[]): Promise<number>
}

type Ack = Parameters<RelayStore['markAcked']>[0]

// Messages (or acks) of one event-loop turn per script call, at most this many.
const MAX_BATCH = 500
const SWEEP_CHUNK = 2_000
const USAGE_PAGE = 1_000
const FIELDS = ['topic', 'message', 'tag', 'publishedAt', 'expiresAt', 'publisher', 'address']

function toMessage(seq: number, values: (string | null)[]): StoredMessage | undefined {
  const [topic, message, tag, publishedAt, expiresAt, publisher, address] = values
  if (topic == null || message == null || publisher == null || address == null) return undefined
  return {
    seq,
    topic,
    message,
    tag: Number(tag),
    publishedAt: Number(publishedAt),
    expiresAt: Number(expiresAt),
    publisher,
    publisherAddress: address,
  }
}

/**
 * A {@link RelayStore} in Redis, shared by every relay node of a cluster: a message is one string
 * expiring with its TTL (hashes written by older nodes are read as well), each topic a sorted
 * set of sequence numbers (one counter for the cluster), acks a set per message, and an expiry
 * index for the sweep. `true` is answered to a publish once Redis holds the message, so a relay
 * node killed afterwards loses nothing; how long Redis itself keeps it across its own restarts
 * is its persistence setting. The publishes of one event-loop turn are stored by one script call
 * — with their quota check, when the ledger is a Redis one on the same connection and prefix —
 * and so are its acks; reads send what is queued first, so they see every write made before
 * them. Every key starts with `prefix`. The connection is the caller's.
 * @example
 * const store = createRedisStore({ redis: new Redis('redis://127.0.0.1:6379'), prefix: 'portico:relay:' })
 */
export function createRedisStore(options: {
  redis: Redis
  prefix: string
  /**
   * Announce what `admitAndInsert` stores on this cluster channel as this node (createRedisBus);
   * with the node's presence channel, only while another node listens.
   */
  announce?: { channel: string; node: string; presence?: string }
}): RelayStore {
  const { prefix } = options
  // Registered scripts run by hash (EVALSHA): the script text is not sent with every publish.
  options.redis.defineCommand('porticoRelayInsert', { numberOfKeys: 0, lua: INSERT_MESSAGES })
  options.redis.defineCommand('porticoRelayAck', { numberOfKeys: 0, lua: MARK_ACKED })
  options.redis.defineCommand('porticoRelayAdmitAndInsert', {
    numberOfKeys: 0,
    lua: ADMIT_AND_INSERT,
  })
  const redis = options.redis as Redis & RelayScripts
  const expiryKey = `${prefix}expiry`
  const topicKey = (topic: string) => `${prefix}t:${topic}`
  // Messages are strings at v:<seq>; older nodes wrote hashes at m:<seq>, read until they expire.
  const messageKey = (seq: number) => `${prefix}v:${seq}`
  const hashMessageKey = (seq: number) => `${prefix}m:${seq}`
  const ackKey = (seq: number) => `${prefix}a:${seq}`
  const repeatKey = (topic: string, message: string) =>
    `${prefix}r:${createHash('sha256').update(topic).update('\n').update(message).digest('hex')}`

  const inserts = createTickBatcher(async (messages: NewMessage[]) => {
    const args: (string | number)[] = [prefix]
    for (const message of messages) {
      args.push(
        repeatKey(message.topic, message.message),
        message.topic,
        message.message,
        message.tag,
        message.publishedAt,
        message.expiresAt,
        message.publisher,
        message.publisherAddress,
      )
    }
    const seqs = await redis.porticoRelayInsert(...args)
    return messages.map((message, index): StoredMessage | undefined | StoreFailedError => {
      const seq = Number(seqs[index])
      if (seq < 0) return new StoreFailedError(message.topic)
      return seq > 0 ? { ...message, seq } : undefined
    })
  }, MAX_BATCH)
  const acks = createTickBatcher(async (pending: Ack[]) => {
    await redis.porticoRelayAck(
      prefix,
      ...pending.flatMap((ack) => [ack.seq, ack.clientId, ack.expiresAt ?? '']),
    )
    return pending.map(() => undefined)
  }, MAX_BATCH)
  const admitting = (limits: QuotaLimits) =>
    createTickBatcher(async (publishes: AdmissionRequest[]) => {
      const args: (string | number)[] = [
        prefix,
        Math.max(...publishes.map((publish) => publish.now)),
        limits.perClient,
        limits.perAddress,
        limits.total,
        limits.reservePercent,
        options.announce?.channel ?? '',
        options.announce?.node ?? '',
        options.announce?.presence ?? '',
      ]
      for (const { charges, messages } of publishes) {
        const [first] = messages as [NewMessage]
        args.push(first.publisher, first.publisherAddress, messages.length)
        messages.forEach((message, index) => {
          const charge = charges[index] as StorageCharge
          args.push(
            charge.bytes,
            message.expiresAt,
            repeatKey(message.topic, message.message),
            message.topic,
            message.message,
            message.tag,
            message.publishedAt,
          )
        })
      }
      const results = await redis.porticoRelayAdmitAndInsert(...args)
      let at = 0
      return publishes.map(({ messages }): AdmissionOutcome => {
        const refused = String(results[at])
        const seqs = results.slice(at + 1, at + 1 + messages.length).map(Number)
        at += 1 + messages.length
        if (refused !== '') return { refused: refused as RelayErrorKey }
        return {
          announced: options.announce !== undefined,
          stored: messages.map((m, i) =>
            (seqs[i] ?? 0) > 0 ? { ...m, seq: seqs[i] as number } : undefined,
          ),
          ...(seqs.some((seq) => seq < 0) ? { failed: true } : {}),
        }
      })
    }, MAX_BATCH)
  // One batcher per ledger (a relay has one): a script call carries one set of limits.
  const admitters = new Map<StorageLedger, ReturnType<typeof admitting>>()
  // A read sends the writes queued before it; one connection keeps them in order.
  const sendQueued = () =>
    Promise.allSettled([
      inserts.flush(),
      acks.flush(),
      ...[...admitters.values()].map((admitter) => admitter.flush()),
    ])

  const readMessages = async (seqs: readonly number[], clientId: string) => {
    const pipeline = redis.pipeline()
    for (const seq of seqs) {
      pipeline.getBuffer(messageKey(seq))
      pipeline.hmget(hashMessageKey(seq), ...FIELDS)
      pipeline.sismember(ackKey(seq), clientId)
    }
    const results = (await pipeline.exec()) ?? []
    return seqs.map((seq, index) => {
      const [valueError, value] = results[index * 3] ?? []
      const [fieldsError, fields] = results[index * 3 + 1] ?? []
      const [ackError, acked] = results[index * 3 + 2] ?? []
      if (valueError || fieldsError || ackError) throw valueError ?? fieldsError ?? ackError
      const message =
        parseMessageValue(seq, value as Buffer | null) ??
        toMessage(seq, fields as (string | null)[])
      return { message, acked: acked === 1 }
    })
  }

  // The next `limit` sequence numbers after `afterSeq` over all `topics`, in order.
  const candidates = async (topics: readonly string[], afterSeq: number, limit: number) => {
    const pipeline = redis.pipeline()
    for (const topic of topics) {
      pipeline.zrangebyscore(topicKey(topic), `(${afterSeq}`, '+inf', 'LIMIT', 0, limit)
    }
    const results = (await pipeline.exec()) ?? []
    const seqs = results.flatMap(([error, members]) => {
      if (error) throw error
      return (members as string[]).map(Number)
    })
    return seqs.sort((a, b) => a - b).slice(0, limit)
  }

  return {
    async insertMessage(message) {
      const stored = await inserts.add(message)
      if (stored instanceof StoreFailedError) throw stored
      return stored
    },

    admitAndInsert(ledger, publish) {
      const home = redisLedgerHome(ledger)
      if (home?.redis !== options.redis || home.prefix !== prefix) return undefined
      if (publish.messages.length === 0) return Promise.resolve({ stored: [], announced: true })
      let admitter = admitters.get(ledger)
      if (!admitter) {
        admitter = admitting(home.limits)
        admitters.set(ledger, admitter)
      }
      return admitter.add(publish)
    },

    async listUnacked(query) {
      void sendQueued()
      const found: StoredMessage[] = []
      let afterSeq = query.afterSeq
      // Candidates come in pages: some are the client's own, acknowledged or expired.
      while (found.length < query.limit) {
        const seqs = await candidates(query.topics, afterSeq, query.limit)
        if (seqs.length === 0) break
        for (const { message, acked } of await readMessages(seqs, query.clientId)) {
          if (!message || acked || message.publisher === query.clientId) continue
          if (message.expiresAt <= query.now) continue
          found.push(message)
        }
        if (seqs.length < query.limit) break
        afterSeq = seqs.at(-1) as number
      }
      return found.slice(0, query.limit)
    },

    async markAcked(ack) {
      await acks.add(ack)
    },

    async deleteExpired(now) {
      // Messages and acks expire by themselves; what is left are topic-set entries.
      void sendQueued()
      let deleted = 0
      while (true) {
        const members = await redis.zrangebyscore(expiryKey, '-inf', now, 'LIMIT', 0, SWEEP_CHUNK)
        if (members.length === 0) return deleted
        const pipeline = redis.pipeline()
        for (const member of members) {
          const [seq = '', topic = ''] = member.split(' ')
          pipeline.zrem(topicKey(topic), seq)
          pipeline.unlink(messageKey(Number(seq)), hashMessageKey(Number(seq)), ackKey(Number(seq)))
        }
        pipeline.zrem(expiryKey, ...members)
        await pipeline.exec()
        deleted += members.length
        if (members.length < SWEEP_CHUNK) return deleted
      }
    },

    async listUsage(now) {
      void sendQueued()
      const usage = new Map<string, StoredUsage>()
      let offset = 0
      while (true) {
        const members = await redis.zrangebyscore(
          expiryKey,
          `(${now}`,
          '+inf',
          'LIMIT',
          offset,
          USAGE_PAGE,
        )
        if (members.length === 0) break
        const seqs = members.map((member) => Number(member.split(' ')[0]))
        for (const { message } of await readMessages(seqs, '')) {
          if (!message) continue
          const key = `${message.publisher}\n${message.publisherAddress}\n${Math.ceil(message.expiresAt / 1000)}`
          const row = usage.get(key) ?? {
            publisher: message.publisher,
            publisherAddress: message.publisherAddress,
            expiresAt: message.expiresAt,
            messageBytes: 0,
            count: 0,
          }
          row.expiresAt = Math.max(row.expiresAt, message.expiresAt)
          row.messageBytes += Buffer.byteLength(message.message, 'utf8')
          row.count += 1
          usage.set(key, row)
        }
        offset += members.length
        if (members.length < USAGE_PAGE) break
      }
      return [...usage.values()]
    },

    // Redis keeps its data in memory: the disk guard does not apply.
    freeDiskBytes: async () => undefined,

    async close() {
      await sendQueued()
    },
  }
}
