import type { AdapterType, ChainNamespace } from '@portico/common'
import type { ChainAdapter } from '@portico/core'

/**
 * A ChainAdapter whose implementation (and chain library) is fetched when the client starts,
 * not in the first load: the page shows its buttons before wagmi and viem are even parsed.
 * Until loaded it lists no connectors and has no wallet provider; every action waits for it.
 * TODO: move into @portico/core if other apps want it.
 * @example
 * const adapter = lazyAdapter({
 *   namespace: 'eip155',
 *   adapterType: 'wagmi',
 *   load: () => import('@portico/adapter-wagmi').then((m) => m.createWagmiAdapter({ networks })),
 * })
 */
export function lazyAdapter(params: {
  namespace: ChainNamespace
  adapterType: AdapterType
  load: () => Promise<ChainAdapter>
  /** Pass on the loaded adapter's `watchBlocks`, so balances follow new blocks. */
  watchesBlocks?: boolean
  /** Pass on the loaded adapter's `estimateTokenFee` (Solana prices its token transfers itself). */
  pricesTokens?: boolean
  /** Pass on the loaded adapter's `sendWithSigner` (Solana: the embedded wallet's sends). */
  sendsWithSigner?: boolean
}): ChainAdapter {
  let loaded: ChainAdapter | undefined
  let loading: Promise<ChainAdapter> | undefined
  const ready = () => {
    loading ??= params.load().then((adapter) => {
      loaded = adapter
      return adapter
    })
    return loading
  }
  // Asked for once connected, when the adapter has long loaded.
  const watchBlocks: ChainAdapter['watchBlocks'] = (args) =>
    loaded?.watchBlocks?.(args) ?? (() => undefined)
  const estimateTokenFee: ChainAdapter['estimateTokenFee'] = async (args) => {
    const adapter = await ready()
    if (!adapter.estimateTokenFee)
      throw new Error(`The ${params.namespace} adapter does not price token transfers.`)
    return adapter.estimateTokenFee(args)
  }
  const sendWithSigner: ChainAdapter['sendWithSigner'] = async (args, signAndSend) => {
    const adapter = await ready()
    if (!adapter.sendWithSigner)
      throw new Error(`The ${params.namespace} adapter cannot send for another signer.`)
    return adapter.sendWithSigner(args, signAndSend)
  }
  return {
    ...(params.watchesBlocks && { watchBlocks }),
    ...(params.sendsWithSigner && { sendWithSigner }),
    ...(params.pricesTokens && { estimateTokenFee }),
    namespace: params.namespace,
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
    sendToken: async (args) => {
      const adapter = await ready()
      if (!adapter.sendToken) throw new Error(`The ${params.namespace} adapter cannot send tokens.`)
      return adapter.sendToken(args)
    },
    estimateFee: async (args) => (await ready()).estimateFee(args),
    request: async (args) => (await ready()).request(args),
  }
}
