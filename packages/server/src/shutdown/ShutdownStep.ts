/**
 * One thing a service closes when it stops (its HTTP server, indexer, database, Redis), run
 * in the order given.
 * @example
 * const step: ShutdownStep = { name: 'database', run: () => db.destroy() }
 */
export type ShutdownStep = { name: string; run: () => Promise<unknown> | unknown }
