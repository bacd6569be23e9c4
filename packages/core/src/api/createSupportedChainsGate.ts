import type { CaipNetworkId } from '@portico/common'

/**
 * The supported-chains gate of a blockchain client: whether a network is in the `http` list.
 * @example
 * if (!(await gate.isSupported('eip155:31337'))) return { balances: [] }
 */
export type SupportedChainsGate = {
  isSupported(chainId: CaipNetworkId): Promise<boolean>
}

/**
 * Make the gate over a loader of the `http` list (api-shapes.md): the list is asked for once
 * and again only while it is empty; a failed load keeps the previous list (empty at first), so
 * every gated call is skipped until a load succeeds. Concurrent checks share one request.
 * @example
 * const gate = createSupportedChainsGate(async () => (await client.getSupportedChains()).http)
 */
export function createSupportedChainsGate(
  load: () => Promise<readonly string[]>,
): SupportedChainsGate {
  let chains: readonly string[] = []
  let loading: Promise<void> | undefined
  const refresh = () => {
    loading ??= load()
      .then(
        (list) => {
          chains = list
        },
        () => {},
      )
      .finally(() => {
        loading = undefined
      })
    return loading
  }
  return {
    async isSupported(chainId) {
      if (chains.length === 0) await refresh()
      return chains.includes(chainId)
    },
  }
}
