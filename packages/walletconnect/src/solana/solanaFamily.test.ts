import type { CaipNetwork } from '@portico/common'
import { solanaTestSigner } from '@portico/test/solana/solanaTestKeys'
import { startSolanaRpc, type TestSolanaChain } from '@portico/test/solana/startSolanaRpc'
import { createSolanaRpc } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaFamily } from './solanaFamily'

let chain: TestSolanaChain
let network: CaipNetwork

beforeAll(async () => {
  chain = await startSolanaRpc()
  const reference = chain.genesisHash.slice(0, 32)
  network = {
    id: reference,
    chainNamespace: 'solana',
    caipNetworkId: `solana:${reference}`,
    name: 'Local Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [chain.url] } },
  }
}, 60_000)

afterAll(async () => {
  await chain?.close()
})

describe('solanaFamily reads (no wallet needed)', () => {
  it("reads a seeded account's SOL from the network's RPC", async () => {
    const { address } = await solanaTestSigner(3)
    expect(await solanaFamily.getBalance({ address, caipNetwork: network })).toEqual({
      balance: '1000',
      symbol: 'SOL',
    })
  })

  it('prices a SOL transfer with the cluster (5,000 lamports for one signature)', async () => {
    const from = (await solanaTestSigner(3)).address
    const to = (await solanaTestSigner(4)).address
    expect(await solanaFamily.estimateFee({ caipNetwork: network, from, to, value: 1n })).toEqual({
      fee: 5000n,
    })
  })

  it("prices a token transfer with the rent of the receiver's new token account, and without it once the account exists", async () => {
    const from = (await solanaTestSigner(3)).address
    const rpc = createSolanaRpc(chain.url)
    const rent = await rpc.getMinimumBalanceForRentExemption(165n).send()
    const newcomer = (await solanaTestSigner(41)).address
    const transfer = { caipNetwork: network, from, tokenAddress: chain.mint, amount: 1n }
    expect(await solanaFamily.estimateTokenFee?.({ ...transfer, to: newcomer })).toEqual({
      fee: 5000n + rent,
    })
    // Seeded accounts hold the test token already.
    const holder = (await solanaTestSigner(4)).address
    expect(await solanaFamily.estimateTokenFee?.({ ...transfer, to: holder })).toEqual({
      fee: 5000n,
    })
  })

  it('refuses an address that is not base58 before asking the chain', async () => {
    const from = (await solanaTestSigner(3)).address
    await expect(
      solanaFamily.estimateFee({
        caipNetwork: network,
        from,
        to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        value: 1n,
      }),
    ).rejects.toThrow('The receiver is not a Solana address')
  })

  it('refuses a network without an RPC URL', async () => {
    const from = (await solanaTestSigner(3)).address
    const offline = { ...network, rpcUrls: { default: { http: [] } } }
    await expect(
      solanaFamily.estimateFee({ caipNetwork: offline, from, to: from, value: 1n }),
    ).rejects.toMatchObject({ name: 'NoRpcUrlError' })
  })
})
