import type { Config, Connector as WagmiConnector } from '@wagmi/core'

/**
 * Resolves the wagmi connector with `connectorId` as soon as it exists, or undefined after
 * `timeoutMs`. An extension can announce itself a moment after the page starts.
 * @example
 * const connector = await waitForConnector(config, 'io.metamask', 1_000)
 */
export function waitForConnector(
  config: Config,
  connectorId: string,
  timeoutMs: number,
): Promise<WagmiConnector | undefined> {
  const find = () => config.connectors.find((c) => c.id === connectorId)
  const found = find()
  if (found || timeoutMs <= 0) return Promise.resolve(found)
  return new Promise((resolve) => {
    const finish = (connector: WagmiConnector | undefined) => {
      clearTimeout(timer)
      unsubscribe()
      resolve(connector)
    }
    const timer = setTimeout(() => finish(undefined), timeoutMs)
    const unsubscribe = config._internal.connectors.subscribe(() => {
      const connector = find()
      if (connector) finish(connector)
    })
  })
}
