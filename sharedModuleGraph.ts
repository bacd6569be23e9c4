/**
 * Vitest test options for a workspace whose test files may share one module graph per worker:
 * each module is imported once per worker, not once per file. Importing dominated the unit stage
 * (about two thirds of its time with every file isolated). A workspace whose files share state
 * through a module (one devnet or relay per process, reused by every file) keeps the default,
 * one graph per file: the gateway's and the test wallet's.
 * @example
 * export default defineProject({ ...sourceConditions, test: { name: 'core', ...sharedModuleGraph } })
 */
export const sharedModuleGraph = { isolate: false } as const
