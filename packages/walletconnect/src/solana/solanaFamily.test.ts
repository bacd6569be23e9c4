import { createSolanaAdapter } from '@portico/adapter-solana'
import type { CaipNetwork } from '@portico/common'
import { solanaNetwork } from '@portico/test/adapterContract/solana'
import { solanaTestSigner } from '@portico/test/solana/solanaTestKeys'
import { startSolanaRpc, type TestSolanaChain } from '@portico/test/solana/startSolanaRpc'
import { createSolanaRpc } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletConnectAdapter } from '../adapter/createWalletConnectAdapter'
import { withWalletConnect } from '../adapter/withWalletConnect'
import { createWalletConnectConnector } from '../connector/createWalletConnectConnector'
import { solanaFamily } from './solanaFamily'

let chain: TestSolanaChain
let network: CaipNetwork

beforeAll(async () => {
  chain = await startSolanaRpc()
  network = solanaNetwork(chain.genesisHash, chain.url, 'Local Solana')
}, 60_000)

afterAll(async () => {
  await chain?.close()
})

// Nothing here pairs: the connector is only what the adapters are composed with.
const connector = () => createWalletConnectConnector({ relayUrl: 'ws://127.0.0.1:9' })
const noWallets = { get: () => [], on: () => () => undefined }

describe('solanaFamily reads (no wallet needed)', () => {
  it("reads a seeded account's SOL from the network's RPC", async () => {
    const { address } = await solanaTestSigner(3)
    expect(await solanaFamily.getBalance({ address, caipNetwork: network })).toEqual({
      balance: '1000',
      symbol: 'SOL',
    })
  })

  it('refuses an address that is not base58 before asking the chain', async () => {
    await expect(
      solanaFamily.getBalance({
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        caipNetwork: network,
      }),
    ).rejects.toThrow('The account is not a Solana address')
  })

  it('refuses a network without an RPC URL', async () => {
    const { address } = await solanaTestSigner(3)
    const offline = { ...network, rpcUrls: { default: { http: [] } } }
    await expect(solanaFamily.getBalance({ address, caipNetwork: offline })).rejects.toMatchObject({
      name: 'NoRpcUrlError',
    })
  })
})

describe('Solana fees and sends over WalletConnect come from the Solana adapter', () => {
  it("prices with the wrapped adapter: the cluster's fee, and the rent of a new token account", async () => {
    const adapter = withWalletConnect(
      createSolanaAdapter({ networks: [network], wallets: noWallets }),
      connector(),
    )
    const from = (await solanaTestSigner(3)).address
    const to = (await solanaTestSigner(4)).address
    expect(await adapter.estimateFee({ caipNetwork: network, from, to, value: 1n })).toEqual({
      fee: 5000n,
    })
    const rent = await createSolanaRpc(chain.url).getMinimumBalanceForRentExemption(165n).send()
    const newcomer = (await solanaTestSigner(41)).address
    const transfer = { caipNetwork: network, from, tokenAddress: chain.mint, amount: 1n }
    expect(await adapter.estimateTokenFee?.({ ...transfer, to: newcomer })).toEqual({
      fee: 5000n + rent,
    })
  })

  it('refuses, naming the adapter to add, when WalletConnect is the only way in', async () => {
    const adapter = createWalletConnectAdapter({ namespace: 'solana', walletConnect: connector() })
    const from = (await solanaTestSigner(3)).address
    const transfer = { caipNetwork: network, from, to: from, value: 1n }
    await expect(adapter.estimateFee(transfer)).rejects.toMatchObject({
      name: 'ChainNotSupportedError',
      message: expect.stringContaining('Fees on solana come from the solana chain adapter'),
    })
    await expect(
      adapter.sendTransaction({ ...transfer, connectorId: 'walletConnect' }),
    ).rejects.toMatchObject({
      name: 'ChainNotSupportedError',
      message: expect.stringContaining('withWalletConnect(createSolanaAdapter({ networks })'),
    })
    // Reads need no adapter: the balance comes from the network's RPC.
    expect(await adapter.getBalance({ address: from, caipNetwork: network })).toEqual({
      balance: '1000',
      symbol: 'SOL',
    })
  })
})
