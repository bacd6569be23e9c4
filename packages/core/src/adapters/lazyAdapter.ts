import {
  AdapterActionNotSupportedError,
  type AdapterType,
  type ChainNamespace,
  UnsupportedSendChainError,
} from '@portico/common'
import type { ChainAdapter } from '../types/ChainAdapter'

/**
 * What {@link lazyAdapter} needs: the namespace and type the adapter will have, how to load it,
 * and which of the loaded adapter's optional actions to pass on (core asks for them before it
 * loads, so they are declared here).
 * @example
 * const params: LazyAdapterParameters = { namespace: 'eip155', adapterType: 'wagmi', load }
 */
export type LazyAdapterParameters = {
  namespace: ChainNamespace
  adapterType: AdapterType
  /** Fetches the adapter, typically with `import()`; called once, again only after a failure. */
  load: () => Promise<ChainAdapter>
  /** Pass on the loaded adapter's `watchBlocks`, so balances follow new blocks. */
  watchesBlocks?: boolean
  /** Pass on the loaded adapter's `estimateTokenFee` (Solana prices its token transfers itself). */
  pricesTokens?: boolean
  /** Pass on the loaded adapter's `sendWithSigner` (Solana: the embedded wallet's sends). */
  sendsWithSigner?: boolean
}

/**
 * A chain adapter whose implementation (and its chain library) is fetched when the client
 * starts, not in the page's first load: the page shows its buttons before wagmi and viem are
 * even parsed. Until loaded it lists no connectors and has no wallet provider; every action
 * waits for the load. A failed load (a chunk the network dropped) is tried again by the next
 * action.
 * @example
 * const adapter = lazyAdapter({
 *   namespace: 'eip155',
 *   adapterType: 'wagmi',
 *   load: () => import('@portico/adapter-wagmi').then((m) => m.createWagmiAdapter({ networks })),
 * })
 * const portico = createPortico({ networks, adapters: [adapter] })
 */
export function lazyAdapter(params: LazyAdapterParameters): ChainAdapter {
  const { namespace } = params
  let loaded: ChainAdapter | undefined
  let loading: Promise<ChainAdapter> | undefined
  const ready = () => {
    loading ??= params.load().then(
      (adapter) => {
        loaded = adapter
        return adapter
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  // Asked for once connected, when the adapter has long loaded.
  const watchBlocks: ChainAdapter['watchBlocks'] = (args) =>
    loaded?.watchBlocks?.(args) ?? (() => undefined)
  const estimateTokenFee: ChainAdapter['estimateTokenFee'] = async (args) => {
    const adapter = await ready()
    if (!adapter.estimateTokenFee)
      throw new AdapterActionNotSupportedError({ namespace, action: 'estimateTokenFee' })
    return adapter.estimateTokenFee(args)
  }
  const sendWithSigner: ChainAdapter['sendWithSigner'] = async (args, signAndSend) => {
    const adapter = await ready()
    if (!adapter.sendWithSigner)
      throw new AdapterActionNotSupportedError({ namespace, action: 'sendWithSigner' })
    return adapter.sendWithSigner(args, signAndSend)
  }
  return {
    ...(params.watchesBlocks && { watchBlocks }),
    ...(params.sendsWithSigner && { sendWithSigner }),
    ...(params.pricesTokens && { estimateTokenFee }),
    namespace,
    adapterType: params.adapterType,
    setup: async (context) => (await ready()).setup(context),
    teardown: async () => loaded?.teardown?.(),
    getConnectors: () => loaded?.getConnectors() ?? [],
    getWalletProvider: (args) => loaded?.getWalletProvider(args),
    connect: async (args) => (await ready()).connect(args),
    reconnect: async (args) => (await ready()).reconnect(args),
    disconnect: async (args) => (await ready()).disconnect(args),
    getBalance: async (args) => (await ready()).getBalance(args),
    switchNetwork: async (args) => (await ready()).switchNetwork(args),
    signMessage: async (args) => (await ready()).signMessage(args),
    sendTransaction: async (args) => (await ready()).sendTransaction(args),
    // Core's own answer for a chain without token sends, as for an adapter without `sendToken`.
    sendToken: async (args) => {
      const adapter = await ready()
      if (!adapter.sendToken) throw new UnsupportedSendChainError()
      return adapter.sendToken(args)
    },
    estimateFee: async (args) => (await ready()).estimateFee(args),
    request: async (args) => (await ready()).request(args),
  }
}
