/**
 * A lock at most one gateway node holds at a time: the one that runs the indexer.
 * @example
 * if (await lock.acquire()) indexer.start()
 */
export type LeaderLock = {
  /** Takes the lock when free; true while this node holds it. */
  acquire(): Promise<boolean>
  /** Whether this node still holds it (false once its session is gone). */
  held(): Promise<boolean>
  /** Gives it up, so another node can take over at once. */
  release(): Promise<void>
}

/**
 * The lock of a single node (SQLite): always held.
 * @example
 * const lock = localLeaderLock()
 */
export function localLeaderLock(): LeaderLock {
  return { acquire: async () => true, held: async () => true, release: async () => {} }
}
