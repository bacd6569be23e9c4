import { litecoinRegtestParams } from '@portico/common'
import type { RunningGateway } from '@portico/gateway'
import { createMemoryStorage } from '@portico/test/adapterContract'
import { verifyBip322 } from '@portico/test/bitcoin/bip322'
import { createBitcoinTestWallet } from '@portico/test/bitcoin/createBitcoinTestWallet'
import { createWalletRegistry } from '@portico/test/bitcoin/createWalletRegistry'
import { fundFromMiner } from '@portico/test/bitcoin/fundFromMiner'
import { installSatsConnectProvider } from '@portico/test/bitcoin/installSatsConnectProvider'
import { regtestKeys } from '@portico/test/bitcoin/regtestKeys'
import { type Regtest, startRegtest } from '@portico/test/bitcoin/startRegtest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBitcoinAdapter } from './createBitcoinAdapter'
import type { gatewayEsplora } from './gatewayEsplora'
import { regtest } from './testing/createTestBitcoinState'
import { startGatewayEsplora } from './testing/startGatewayEsplora'

// sats-connect finds wallets on `window`: this file's page is the global object.
const page = globalThis as unknown as Record<string, unknown>

describe('sats-connect wallets', () => {
  const [miner, key, recipient] = regtestKeys(6).slice(3)
  let node: Regtest
  let gateway: RunningGateway
  let esplora: ReturnType<typeof gatewayEsplora>
  let provider: { id: string; name: string }
  let wallet: ReturnType<typeof createBitcoinTestWallet>
  const open = (storage = createMemoryStorage()) => {
    const adapter = createBitcoinAdapter({
      networks: [regtest],
      params: [litecoinRegtestParams],
      wallets: createWalletRegistry(),
      esplora,
      storage,
    })
    const accounts: { address: string }[] = []
    adapter.setup({
      namespace: 'bip122',
      networks: [regtest],
      projectId: undefined,
      apiUrl: 'http://127.0.0.1:8787',
      metadata: undefined,
      getActiveNetwork: () => regtest,
      onConnectorsChanged: () => {},
      onAccountChanged: (change) => accounts.push(change),
      onChainChanged: () => {},
      onDisconnected: () => {},
      onWalletConnectUri: () => {},
    })
    return { adapter, storage, accounts }
  }
  const connectorOf = async (adapter: ReturnType<typeof open>['adapter']) => {
    await expect.poll(() => adapter.getConnectors().map((c) => c.id)).toEqual([provider.name])
    return provider.name
  }

  beforeAll(async () => {
    if (!miner || !key || !recipient) throw new Error('no regtest keys')
    node = await startRegtest({ fundAddress: miner.payment })
    const served = await startGatewayEsplora(node, 'sats')
    gateway = served.gateway
    esplora = served.esplora
    await fundFromMiner(node, { miner, to: key.payment, amount: 500_000_000n })
    wallet = createBitcoinTestWallet({
      key,
      params: node.params,
      broadcast: async (hex) => String(await node.rpc('sendrawtransaction', [hex])),
    })
    page.window = page
    provider = installSatsConnectProvider(page, wallet)
  }, 90_000)
  afterAll(async () => {
    delete page.window
    delete page.btc_providers
    await gateway?.close()
    await node?.stop()
  })

  it('lists a sats-connect wallet as a connector and connects its payment and ordinals addresses', async () => {
    const { adapter, accounts } = open()
    const connection = await adapter.connect({ connectorId: await connectorOf(adapter) })
    expect(connection).toMatchObject({
      connectorId: provider.name,
      address: key?.payment,
      chainId: regtest.id,
    })
    expect(connection.accounts?.map((a) => [a.address, a.type])).toEqual([
      [key?.payment, 'payment'],
      [key?.ordinals, 'ordinal'],
    ])
    expect(accounts.at(-1)?.address).toBe(key?.payment)
  })

  it('signs BIP-322 messages through signMessage', async () => {
    const { adapter } = open()
    await adapter.connect({ connectorId: await connectorOf(adapter) })
    const address = key?.payment ?? ''
    const signature = await adapter.signMessage({ message: 'sats', address })
    expect(verifyBip322({ address, params: node.params, message: 'sats', signature })).toBe(true)
  })

  it('sends a transfer through signPsbt with broadcast, and it confirms', async () => {
    const { adapter } = open()
    await adapter.connect({ connectorId: await connectorOf(adapter) })
    const txid = await adapter.sendTransaction({
      caipNetwork: regtest,
      from: key?.payment ?? '',
      to: recipient?.payment ?? '',
      value: 7_000_000n,
    })
    const [block] = await node.mine(1)
    expect(
      ((await node.rpc('getrawtransaction', [txid, true])) as { blockhash?: string }).blockhash,
    ).toBe(block)
    expect(
      await adapter.getBalance({ address: recipient?.payment ?? '', caipNetwork: regtest }),
    ).toEqual({
      balance: '0.07',
      symbol: 'BTC',
    })
  })

  it('restores the connection on reload from the accounts already granted', async () => {
    const first = open()
    await first.adapter.connect({ connectorId: await connectorOf(first.adapter) })
    const calls = wallet.calls.length
    const reloaded = open(first.storage)
    const connection = await reloaded.adapter.reconnect({ connectorId: provider.name })
    expect(connection?.address).toBe(key?.payment)
    expect(wallet.calls.slice(calls)).toEqual([])
  })
})
