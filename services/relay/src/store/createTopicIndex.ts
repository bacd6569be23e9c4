type TopicEntries = {
  /** Ascending: sequence numbers only grow. */
  seqs: number[]
  expiries: number[]
  latestExpiry: number
  /** Length after the last pruning; the topic is pruned again once it has doubled. */
  prunedLength: number
}

/**
 * Which stored messages sit on which topic, in memory: the lookup the relay's reads need, kept
 * out of SQLite because a `(topic, seq)` index there turns every insert into a write to a random
 * index page (most of the database's work per message). Rebuilt from the messages table at start.
 * Entries of expired messages are dropped when a topic doubles in length, when it is read, and
 * by `prune`.
 * @example
 * const index = createTopicIndex()
 * index.add(topic, seq, expiresAt)
 * const seqs = index.candidates([topic], 0, Date.now(), 100)
 */
export function createTopicIndex() {
  const byTopic = new Map<string, TopicEntries>()

  const pruneTopic = (topic: string, entries: TopicEntries, now: number) => {
    if (entries.latestExpiry <= now) {
      byTopic.delete(topic)
      return
    }
    let kept = 0
    for (let i = 0; i < entries.seqs.length; i++) {
      const expiry = entries.expiries[i] as number
      if (expiry <= now) continue
      entries.seqs[kept] = entries.seqs[i] as number
      entries.expiries[kept] = expiry
      kept++
    }
    entries.seqs.length = kept
    entries.expiries.length = kept
    entries.prunedLength = kept
  }

  return {
    /** Record a stored message; `now` is used to drop expired entries as the topic grows. */
    add(topic: string, seq: number, expiresAt: number, now: number): void {
      let entries = byTopic.get(topic)
      if (!entries) {
        entries = { seqs: [], expiries: [], latestExpiry: 0, prunedLength: 0 }
        byTopic.set(topic, entries)
      }
      entries.seqs.push(seq)
      entries.expiries.push(expiresAt)
      if (expiresAt > entries.latestExpiry) entries.latestExpiry = expiresAt
      if (entries.seqs.length > 2 * entries.prunedLength + 32) pruneTopic(topic, entries, now)
    },

    /**
     * Sequence numbers above `afterSeq` on any of `topics` whose messages are unexpired at
     * `now`, ascending, at most `limit`.
     */
    candidates(topics: readonly string[], afterSeq: number, now: number, limit: number): number[] {
      const found: number[] = []
      for (const topic of new Set(topics)) {
        const entries = byTopic.get(topic)
        if (!entries) continue
        const { seqs, expiries } = entries
        let taken = 0
        for (let i = firstAbove(seqs, afterSeq); i < seqs.length && taken < limit; i++) {
          if ((expiries[i] as number) <= now) continue
          found.push(seqs[i] as number)
          taken++
        }
      }
      if (topics.length > 1) found.sort((a, b) => a - b)
      return found.length > limit ? found.slice(0, limit) : found
    },

    /** Drop entries of messages expired at `now`, and topics left empty. */
    prune(now: number): void {
      for (const [topic, entries] of byTopic) pruneTopic(topic, entries, now)
    },

    topicCount: () => byTopic.size,
    /** Entries held, expired ones not yet dropped included. */
    entryCount(): number {
      let count = 0
      for (const entries of byTopic.values()) count += entries.seqs.length
      return count
    },
  }
}

function firstAbove(sorted: readonly number[], value: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((sorted[middle] as number) <= value) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * The topic index one SQLite store keeps.
 * @example
 * const index: TopicIndex = createTopicIndex()
 */
export type TopicIndex = ReturnType<typeof createTopicIndex>
