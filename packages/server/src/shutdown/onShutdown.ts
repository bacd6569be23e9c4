import type { Shutdown } from './createShutdown'

/**
 * Runs `shutdown` on SIGTERM or SIGINT, then exits the process with its code. A second signal
 * while stopping changes nothing (the dev stack signals a whole process group, then each
 * child). Returns a function that removes the handlers.
 * @example
 * onShutdown(createShutdown({ logger, timeoutMs: 10_000, steps }))
 */
export function onShutdown(
  shutdown: Shutdown,
  options: { exit?: (code: number) => void; signals?: readonly NodeJS.Signals[] } = {},
): () => void {
  const exit = options.exit ?? ((code: number) => process.exit(code))
  const signals = options.signals ?? ['SIGTERM', 'SIGINT']
  const handler = (signal: NodeJS.Signals) => void shutdown.run(signal).then(exit)
  for (const signal of signals) process.on(signal, handler)
  return () => {
    for (const signal of signals) process.off(signal, handler)
  }
}
