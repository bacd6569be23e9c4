import type { RelayConnection } from '../connection/RelayConnection'

/**
 * In-memory index of which live connections listen on which topic.
 * @example
 * const hub = createTopicHub()
 * hub.add(topic, connection)
 * for (const subscriber of hub.subscribers(topic)) push(subscriber)
 */
export function createTopicHub() {
  const byTopic = new Map<string, Set<RelayConnection>>()
  const empty: ReadonlySet<RelayConnection> = new Set()
  return {
    add(topic: string, connection: RelayConnection): void {
      let set = byTopic.get(topic)
      if (!set) {
        set = new Set()
        byTopic.set(topic, set)
      }
      set.add(connection)
    },
    remove(topic: string, connection: RelayConnection): void {
      const set = byTopic.get(topic)
      if (!set) return
      set.delete(connection)
      if (set.size === 0) byTopic.delete(topic)
    },
    subscribers(topic: string): ReadonlySet<RelayConnection> {
      return byTopic.get(topic) ?? empty
    },
    topicCount(): number {
      return byTopic.size
    },
  }
}

/**
 * The hub a relay instance uses.
 * @example
 * const hub: TopicHub = createTopicHub()
 */
export type TopicHub = ReturnType<typeof createTopicHub>
