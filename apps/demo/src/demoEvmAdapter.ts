import type { CaipNetwork } from '@portico/common'
import { type ChainAdapter, lazyAdapter } from '@portico/core'

/**
 * The EVM adapters the demo can run on.
 * @example
 * const name: DemoAdapterName = 'ethers'
 */
export type DemoAdapterName = 'wagmi' | 'ethers' | 'ethers5'

const NAMES: readonly DemoAdapterName[] = ['wagmi', 'ethers', 'ethers5']

/**
 * The adapter the page's `?adapter=` asks for; wagmi when absent or unknown.
 * @example
 * demoAdapterName(new URL('http://127.0.0.1:5173/?adapter=ethers5')) // 'ethers5'
 */
export function demoAdapterName(url: URL): DemoAdapterName {
  const asked = url.searchParams.get('adapter')
  return NAMES.find((name) => name === asked) ?? 'wagmi'
}

/**
 * The demo's EVM adapter, chosen by `?adapter=wagmi|ethers|ethers5` and loaded when the client
 * starts: a page on one adapter never downloads the others or their chain library.
 * @example
 * const adapter = demoEvmAdapter(new URL(window.location.href), networks)
 */
export function demoEvmAdapter(url: URL, networks: readonly CaipNetwork[]): ChainAdapter {
  const name = demoAdapterName(url)
  const load = {
    wagmi: () => import('@portico/adapter-wagmi').then((m) => m.createWagmiAdapter({ networks })),
    ethers: () =>
      import('@portico/adapter-ethers').then((m) => m.createEthersAdapter({ networks })),
    ethers5: () =>
      import('@portico/adapter-ethers5').then((m) => m.createEthers5Adapter({ networks })),
  }[name]
  return lazyAdapter({ namespace: 'eip155', adapterType: name, load, watchesBlocks: true })
}
