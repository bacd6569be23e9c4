/**
 * Per-instance timers that can all be cancelled at once (on `destroy`).
 * @example
 * const scheduler = createScheduler()
 * const cancel = scheduler.after(500, () => console.log('later'))
 * scheduler.cancelAll()
 */
export type Scheduler = {
  /** Run `fn` after `ms`; returns a function that cancels it. */
  after(ms: number, fn: () => void): () => void
  cancelAll(): void
}

/**
 * Make a {@link Scheduler}.
 * @example
 * const scheduler = createScheduler()
 * scheduler.after(150, show)
 */
export function createScheduler(): Scheduler {
  const pending = new Set<ReturnType<typeof setTimeout>>()
  return {
    after(ms, fn) {
      const id = setTimeout(() => {
        pending.delete(id)
        fn()
      }, ms)
      pending.add(id)
      return () => {
        clearTimeout(id)
        pending.delete(id)
      }
    },
    cancelAll() {
      for (const id of pending) clearTimeout(id)
      pending.clear()
    },
  }
}
