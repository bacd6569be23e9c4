import type { Config } from '@wagmi/core'

function isSettled(status: Config['state']['status']): boolean {
  return status === 'connected' || status === 'disconnected'
}

/**
 * Resolves once wagmi is neither connecting nor reconnecting. wagmi runs one `reconnect` at a
 * time and returns `[]` to a second caller, so the state, not the return value, is the answer.
 * @example
 * await reconnect(config)
 * await waitForSettledStatus(config)
 */
export function waitForSettledStatus(config: Config): Promise<void> {
  if (isSettled(config.state.status)) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = config.subscribe(
      (state) => state.status,
      (status) => {
        if (!isSettled(status)) return
        unsubscribe()
        resolve()
      },
    )
  })
}
