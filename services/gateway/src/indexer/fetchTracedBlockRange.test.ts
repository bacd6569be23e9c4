import { silentLogger } from '@portico/server'
import { type Anvil, anvilAccounts, startAnvil } from '@portico/test'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileTestToken, deployTestToken } from '../testing/deployTestToken'
import { extractRows } from './extractRows'
import { fetchBlockRange } from './fetchBlockRange'
import { fetchBlocks } from './fetchBlocks'
import { fetchTracedBlockRange } from './fetchTracedBlockRange'

const CHAIN = 'eip155:31337'
const [alice, bob, carol, dave] = anvilAccounts.map((a) => a.address) as [
  Address,
  Address,
  Address,
  Address,
]
// Runtime code that runs CREATE with empty init code: delegated to, it makes an EOA create.
const CREATOR_RUNTIME = '600060006000f05000'
const CREATOR_INIT = `0x68${CREATOR_RUNTIME}60005260096017f3` as Hex

// A devnet of its own per describe: the EIP-7702 cases leave delegations behind.
function useDevnet() {
  const devnet = {
    anvil: undefined as Anvil | undefined,
    client: undefined as unknown as PublicClient,
  }
  beforeAll(async () => {
    devnet.anvil = await startAnvil({ chainId: 31337 })
    devnet.client = createPublicClient({
      transport: http(devnet.anvil.rpcUrl, { batch: { batchSize: 50 } }),
    })
  }, 60_000)
  afterAll(() => devnet.anvil?.stop())
  return devnet
}

type Devnet = ReturnType<typeof useDevnet>

async function rpc<T = unknown>(devnet: Devnet, method: string, params: unknown[] = []) {
  return (await devnet.client.request({ method, params } as never)) as T
}

// Mines one block holding `txs`, sent in order (anvil gives each sender its next nonce).
async function mineBlock(devnet: Devnet, txs: Record<string, unknown>[]) {
  await rpc(devnet, 'evm_setAutomine', [false])
  const hashes: Hex[] = []
  try {
    for (const tx of txs) hashes.push(await rpc<Hex>(devnet, 'eth_sendTransaction', [tx]))
    await rpc(devnet, 'evm_mine')
  } finally {
    await rpc(devnet, 'evm_setAutomine', [true])
  }
  return { block: Number(await devnet.client.getBlockNumber({ cacheTime: 0 })), hashes }
}

async function sendAndWait(devnet: Devnet, tx: Record<string, unknown>): Promise<number> {
  const hash = await rpc<Hex>(devnet, 'eth_sendTransaction', [tx])
  const receipt = await devnet.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return Number(receipt.blockNumber)
}

// The range's rows by both fetchers; the traced one must not have fallen back.
async function rowsBothWays(devnet: Devnet, from: number, to: number) {
  const traced = await fetchTracedBlockRange(devnet.client, from, to)
  if (traced.kind !== 'fetched') throw new Error(`traced fetch fell back: ${traced.kind}`)
  const full = await fetchBlockRange(devnet.client, from, to)
  return { traced: extractRows(CHAIN, traced.blocks), full: extractRows(CHAIN, full) }
}

function nonceAt(devnet: Devnet, address: Address, block: number): Promise<number> {
  return devnet.client.getTransactionCount({ address, blockNumber: BigInt(block) })
}

const transfer = (from: Address, to: Address, value: bigint) => ({ from, to, value: toHex(value) })

// The nonces of `sender`'s transactions in the range as the indexer fetches it, after checking
// that the traced fetch refused the range.
async function noncesOf(devnet: Devnet, sender: Address, from: number, to: number) {
  expect(await fetchTracedBlockRange(devnet.client, from, to)).toEqual({ kind: 'noncesUncertain' })
  const memory = {
    traceBlockUnserved: false,
    tracingFailed: false,
    callTracerUnserved: false,
    callTracerFailed: false,
  }
  const client = devnet.client
  const blocks = await fetchBlocks({
    client,
    from,
    to,
    memory,
    logger: silentLogger,
    chainId: CHAIN,
    traceTargets: new Set(),
  })
  return extractRows(CHAIN, blocks)
    .transactions.filter((t) => t.from_address === sender.toLowerCase())
    .map((t) => t.nonce)
}

describe('fetchTracedBlockRange on a real anvil', () => {
  const devnet = useDevnet()
  let token: Address
  beforeAll(async () => {
    const { anvil, client } = devnet
    token = await deployTestToken({
      rpcUrl: anvil?.rpcUrl as string,
      client,
      artifact: compileTestToken(),
    })
  }, 60_000)
  const tokenTransfer = (from: Address, to: Address, amount: bigint, gas?: Hex) => ({
    from,
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
    ...(gas ? { gas } : {}),
  })

  it('yields the rows full blocks yield: several senders, ERC-20, creation, failure', async () => {
    const first = await mineBlock(devnet, [
      transfer(alice, bob, 1n),
      transfer(bob, carol, 2n),
      transfer(alice, carol, 3n),
      transfer(carol, alice, 4n),
      transfer(bob, alice, 5n),
      transfer(alice, dave, 6n),
      tokenTransfer(alice, bob, 7n),
      { from: carol, data: CREATOR_INIT },
      // Carol holds no tokens: the transfer reverts, and a fixed gas limit gets it mined.
      tokenTransfer(carol, bob, 1n, '0x186a0'),
    ])
    const last = await mineBlock(devnet, [transfer(bob, dave, 8n), transfer(alice, bob, 9n)])

    const { traced, full } = await rowsBothWays(devnet, first.block, last.block)
    expect(traced).toEqual(full)
    // The range holds what the comparison is meant to cover.
    const ofAlice = traced.transactions.filter((t) => t.from_address === alice.toLowerCase())
    const aliceBefore = await nonceAt(devnet, alice, first.block - 1)
    expect(ofAlice.map((t) => [t.block_number, t.nonce])).toEqual([
      [first.block, aliceBefore],
      [first.block, aliceBefore + 1],
      [first.block, aliceBefore + 2],
      [first.block, aliceBefore + 3],
      [last.block, aliceBefore + 4],
    ])
    const row = (hash: Hex | undefined) => traced.transactions.find((t) => t.hash === hash)
    const created = await devnet.client.getTransactionReceipt({ hash: first.hashes[7] as Hex })
    expect(row(first.hashes[7])?.to_address).toBe(created.contractAddress)
    expect(row(first.hashes[8])?.status).toBe('failed')
    expect(traced.transfers.filter((t) => t.token_address === token.toLowerCase())).toEqual([
      expect.objectContaining({ from_address: alice.toLowerCase(), value: '7' }),
    ])
    expect(traced.transfers.filter((t) => t.token_address === null)).toHaveLength(8)
  }, 30_000)

  it('yields the same rows from genesis, nonces counted from the genesis state', async () => {
    const { block } = await mineBlock(devnet, [
      transfer(carol, dave, 10n),
      transfer(carol, bob, 11n),
      tokenTransfer(alice, carol, 12n),
    ])
    const { traced, full } = await rowsBothWays(devnet, 0, block)
    expect(traced.transactions.length).toBeGreaterThanOrEqual(4)
    expect(traced).toEqual(full)
  }, 30_000)
})

describe('fetchTracedBlockRange where a nonce moves without its sender', () => {
  const devnet = useDevnet()
  const walletOf = (index: number) =>
    createWalletClient({
      account: privateKeyToAccount(anvilAccounts[index]?.privateKey as Hex),
      transport: http(devnet.anvil?.rpcUrl),
    })

  it('falls back to full blocks for a range with an EIP-7702 authorization', async () => {
    const authority = privateKeyToAccount(anvilAccounts[4]?.privateKey as Hex)
    const relay = walletOf(5)
    const first = await sendAndWait(devnet, transfer(authority.address, bob, 1n))
    // The authorization bumps the authority's nonce without a transaction of its own.
    const authorization = await relay.signAuthorization({
      account: authority,
      contractAddress: dave,
      nonce: await nonceAt(devnet, authority.address, first),
    })
    const hash = await relay.sendTransaction({
      chain: null,
      to: bob,
      authorizationList: [authorization],
    })
    await devnet.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    const last = await sendAndWait(devnet, transfer(authority.address, bob, 2n))

    // Counted from the state before the range, the authority's second nonce would be one short.
    const before = await nonceAt(devnet, authority.address, first - 1)
    expect(await noncesOf(devnet, authority.address, first, last)).toEqual([before, before + 2])
    // Past the authorization the traced fetch applies again, from the bumped nonce.
    const { traced, full } = await rowsBothWays(devnet, last, last)
    expect(traced).toEqual(full)
    expect(traced.transactions[0]?.nonce).toBe(before + 2)
  }, 30_000)

  it('falls back to full blocks for a range where code at a sender creates', async () => {
    const authority = privateKeyToAccount(anvilAccounts[6]?.privateKey as Hex)
    const relay = walletOf(7)
    const deployed = await rpc<Hex>(devnet, 'eth_sendTransaction', [
      { from: alice, data: CREATOR_INIT },
    ])
    const creator = (await devnet.client.waitForTransactionReceipt({ hash: deployed }))
      .contractAddress as Address
    const authorization = await relay.signAuthorization({
      account: authority,
      contractAddress: creator,
    })
    const hash = await relay.sendTransaction({
      chain: null,
      to: authority.address,
      authorizationList: [authorization],
    })
    await devnet.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })

    // Bob calls the authority: its delegated code creates, which bumps the authority's nonce.
    const first = await sendAndWait(devnet, { from: bob, to: authority.address, gas: '0x30d40' })
    const bumped = await nonceAt(devnet, authority.address, first)
    expect(bumped).toBe((await nonceAt(devnet, authority.address, first - 1)) + 1)
    const last = await sendAndWait(devnet, transfer(authority.address, bob, 3n))

    expect(await noncesOf(devnet, authority.address, first, last)).toEqual([bumped])
  }, 30_000)
})
