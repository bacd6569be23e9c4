import { DEVNET_CHAINS } from '@portico/common'
import type { AdapterConnection, ChainAdapter, Connector } from '@portico/core'
import { describe, expect, it } from 'vitest'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'
import { createRecordingContext } from '../testing/createRecordingContext'
import { getWalletConnect } from './getWalletConnect'
import { withWalletConnect } from './withWalletConnect'

const injected: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
}
const wcConnection: AdapterConnection = {
  connectorId: 'walletConnect',
  address: '0xwc',
  chainId: 1,
}

/** Makes stand-in members that note their name in `calls` and resolve `value`. */
const recorder =
  (calls: string[]) =>
  <T>(name: string, value: T) =>
  async () => {
    calls.push(name)
    return value
  }

/** An inner adapter that records which members were called. */
function fakeInner(calls: string[]): ChainAdapter {
  const record = recorder(calls)
  return {
    namespace: 'eip155',
    adapterType: 'wagmi',
    setup: (context) => {
      context.onConnectorsChanged([injected])
      context.onAccountChanged({ connectorId: 'injected', address: '0xinner', chainId: 1 })
      context.onChainChanged({ chainId: 10 })
      context.onDisconnected({})
    },
    getConnectors: () => [injected],
    connect: record('connect', { connectorId: 'injected', address: '0xinner', chainId: 1 }),
    reconnect: record('reconnect', undefined),
    disconnect: record('disconnect', undefined),
    getBalance: record('getBalance', { balance: '1', symbol: 'ETH' }),
    switchNetwork: record('switchNetwork', undefined),
    signMessage: record('signMessage', '0xinner-signature'),
    sendTransaction: record('sendTransaction', '0xinner-hash'),
    estimateFee: record('estimateFee', { fee: 1n }),
    getWalletProvider: () => 'inner-provider',
    request: record('request', 'inner-result'),
  }
}

/** A connector stand-in that records calls and can pretend a session is live. */
function fakeWalletConnect(calls: string[], live: { value: boolean }): WalletConnectConnector {
  const record = recorder(calls)
  return {
    id: 'walletConnect',
    name: 'WalletConnect',
    imageUrl: undefined,
    attach: () => () => calls.push('detach'),
    connect: record('wc.connect', wcConnection),
    prepare: record('wc.prepare', undefined),
    reconnect: record('wc.reconnect', wcConnection),
    disconnect: record('wc.disconnect', undefined),
    request: async (params) => {
      calls.push(`wc.request:${params.method}`)
      return '0xabcdef'
    },
    switchChain: record('wc.switchChain', undefined),
    getChain: () => 'eip155:1',
    getConnection: () => (live.value ? wcConnection : undefined),
    getPeer: () => undefined,
    getPairing: () => undefined,
    getProvider: () => undefined,
    destroy: record('wc.destroy', undefined),
  }
}

describe('withWalletConnect', () => {
  it('lists the WalletConnect connector first and routes each call by connector id', async () => {
    const calls: string[] = []
    const adapter = withWalletConnect(fakeInner(calls), fakeWalletConnect(calls, { value: false }))
    expect(adapter.adapterType).toBe('wagmi')
    expect(adapter.getConnectors().map((c) => [c.id, c.type])).toEqual([
      ['walletConnect', 'WALLET_CONNECT'],
      ['injected', 'INJECTED'],
    ])

    expect(await adapter.connect({ connectorId: 'walletConnect' })).toEqual(wcConnection)
    expect(await adapter.connect({ connectorId: 'injected' })).toMatchObject({ address: '0xinner' })
    expect(
      await adapter.signMessage({ connectorId: 'walletConnect', message: 'hi', address: '0xwc' }),
    ).toBe('0xabcdef')
    expect(
      await adapter.signMessage({ connectorId: 'injected', message: 'hi', address: '0x1' }),
    ).toBe('0xinner-signature')
    await adapter.switchNetwork({
      connectorId: 'walletConnect',
      caipNetwork: DEVNET_CHAINS.devnetB,
    })
    await adapter.disconnect({ connectorId: 'walletConnect' })
    await adapter.disconnect({ connectorId: 'injected' })
    expect(await adapter.request({ connectorId: 'walletConnect', method: 'eth_chainId' })).toBe(
      '0xabcdef',
    )
    await adapter.getBalance({ address: '0x1', caipNetwork: DEVNET_CHAINS.devnetA })
    expect(adapter.getWalletProvider({ connectorId: 'injected' })).toBe('inner-provider')
    expect(calls).toEqual([
      'wc.connect',
      'connect',
      'wc.request:personal_sign',
      'signMessage',
      'wc.switchChain',
      'wc.disconnect',
      'disconnect',
      'wc.request:eth_chainId',
      'getBalance',
    ])
  })

  it("adds the connector to the inner adapter's list and holds its events while a session is live", async () => {
    const calls: string[] = []
    const live = { value: false }
    const inner = fakeInner(calls)
    const adapter = withWalletConnect(inner, fakeWalletConnect(calls, live))
    const idle = createRecordingContext([DEVNET_CHAINS.devnetA])
    await adapter.setup(idle)
    expect(idle.connectors.at(-1)?.map((c) => c.id)).toEqual(['walletConnect', 'injected'])
    expect([idle.accounts.length, idle.chains.length, idle.disconnects.length]).toEqual([1, 1, 1])

    live.value = true
    const busy = createRecordingContext([DEVNET_CHAINS.devnetA])
    await adapter.setup(busy)
    expect([busy.accounts.length, busy.chains.length, busy.disconnects.length]).toEqual([0, 0, 0])
    await adapter.teardown?.()
    expect(calls).toContain('detach')
  })

  it("passes on the inner adapter's optional token pricing, block watch and sends with an outside signer", async () => {
    const calls: string[] = []
    const inner: ChainAdapter = {
      ...fakeInner(calls),
      watchBlocks: ({ onBlock }) => {
        calls.push('watchBlocks')
        onBlock()
        return () => calls.push('unwatch')
      },
      estimateTokenFee: async () => {
        calls.push('estimateTokenFee')
        return { fee: 2n }
      },
      sendWithSigner: async (_params, signAndSend) => {
        calls.push('sendWithSigner')
        return signAndSend('AQID')
      },
    }
    const adapter = withWalletConnect(inner, fakeWalletConnect(calls, { value: false }))
    const params = { caipNetwork: DEVNET_CHAINS.devnetA, from: '0x1', to: '0x2' }
    expect(
      await adapter.estimateTokenFee?.({ ...params, tokenAddress: '0x3', amount: 1n }),
    ).toEqual({ fee: 2n })
    expect(
      await adapter.sendWithSigner?.({ ...params, value: 1n }, async (wire) => `sent ${wire}`),
    ).toBe('sent AQID')
    // Balances follow the chain's blocks whichever wallet is connected, WalletConnect's too.
    let blocks = 0
    adapter.watchBlocks?.({ caipNetwork: DEVNET_CHAINS.devnetA, onBlock: () => blocks++ })()
    expect(blocks).toBe(1)
    expect(calls).toEqual(['estimateTokenFee', 'sendWithSigner', 'watchBlocks', 'unwatch'])
    const plain = withWalletConnect(fakeInner([]), fakeWalletConnect([], { value: false }))
    expect([plain.estimateTokenFee, plain.sendWithSigner, plain.watchBlocks]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })

  it('hands its connector to getWalletConnect; other adapters have none', () => {
    const walletConnect = fakeWalletConnect([], { value: false })
    const inner = fakeInner([])
    expect(getWalletConnect(withWalletConnect(inner, walletConnect))).toBe(walletConnect)
    expect(getWalletConnect(inner)).toBeUndefined()
    expect(getWalletConnect(undefined)).toBeUndefined()
  })
})
