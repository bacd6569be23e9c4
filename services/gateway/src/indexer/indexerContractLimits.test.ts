import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { nftsResponseSchema } from '@portico/common/schemas/api'
import { type Anvil, anvilAccounts, compileContracts, startAnvil } from '@portico/test/devnet'
import { type Address, createPublicClient, createWalletClient, http, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NftDatabase } from '../nfts/NftDatabase'
import { createTestGateway } from '../testing/createTestGateway'
import { indexTestGateway } from '../testing/indexTestGateway'

// Contracts are anyone's: one answers a 300-character name and 3000-character token URIs, one
// has 40 fresh tokens whose URIs the indexer reads in one batch.
const mintAbi = parseAbi(['function mint(address to) returns (uint256)'])
const [deployer, holder, collector] = anvilAccounts.map((a) => a.address) as Address[]
const longName = 'N'.repeat(300)
const longUri = `https://metadata.example/${'a'.repeat(3000)}/`

// A pass-through in front of anvil that tracks how many eth_calls the gateway has in flight.
let anvil: Anvil
let inFlight = 0
let mostInFlight = 0
const readBody = async (req: IncomingMessage) => {
  let body = ''
  for await (const chunk of req) body += chunk
  return body
}
const proxy = createServer(async (req, res) => {
  const body = await readBody(req)
  const calls = [JSON.parse(body)].flat() as { method: string }[]
  const ethCalls = calls.filter((call) => call.method === 'eth_call').length
  inFlight += ethCalls
  mostInFlight = Math.max(mostInFlight, inFlight)
  try {
    const answer = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(await answer.text())
  } finally {
    inFlight -= ethCalls
  }
})

let gateway: Awaited<ReturnType<typeof createTestGateway>>

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  const { PorticoTestNft } = await compileContracts()
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  const wallet = createWalletClient({ account: deployer as Address, transport: http(anvil.rpcUrl) })
  const deploy = async (name: string, baseUri: string) => {
    const hash = await wallet.deployContract({
      ...PorticoTestNft,
      args: [name, 'T', baseUri],
      chain: null,
    })
    return (await client.waitForTransactionReceipt({ hash })).contractAddress as Address
  }
  const mint = (contract: Address, to: Address) =>
    wallet.writeContract({
      address: contract,
      abi: mintAbi,
      functionName: 'mint',
      args: [to],
      chain: null,
    })
  const long = await deploy(longName, longUri)
  await client.waitForTransactionReceipt({ hash: await mint(long, holder as Address) })
  const many = await deploy('Many', 'https://metadata.example/many/')
  const hashes: `0x${string}`[] = []
  for (let i = 0; i < 40; i++) hashes.push(await mint(many, collector as Address))
  await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })))

  gateway = await createTestGateway({
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: proxyUrl }],
  })
  await indexTestGateway(gateway, { batchSize: 100 })
}, 90_000)

afterAll(async () => {
  await gateway?.close()
  proxy.closeAllConnections()
  proxy.close()
  await anvil?.stop()
})

const nftsOf = async (account: Address) => {
  const res = await gateway.app.request(
    `/v1/account/${account}/nfts?chainId=eip155:31337&projectId=p`,
  )
  expect(res.status).toBe(200)
  return nftsResponseSchema.parse(await res.json()).data
}

describe('what the indexer takes from contracts', () => {
  it('cuts a collection name to 256 characters and drops a token URI past 2048', async () => {
    const [nft] = await nftsOf(holder as Address)
    expect(nft?.collection.name).toBe('N'.repeat(256))
    // No URI kept, so nothing is fetched for it: no metadata name.
    expect(nft?.name).toBeNull()
    const stored = await gateway.db
      .withTables<NftDatabase>()
      .selectFrom('nft_tokens')
      .select(['token_uri'])
      .where('token_uri', 'is', null)
      .execute()
    expect(stored).toHaveLength(1)
  })

  it('keeps at most 8 eth_calls in flight while reading 40 token URIs', async () => {
    const page = await nftsOf(collector as Address)
    expect(page.length).toBeGreaterThan(0)
    const uris = await gateway.db
      .withTables<NftDatabase>()
      .selectFrom('nft_tokens')
      .select(['token_uri'])
      .where('token_uri', 'like', 'https://metadata.example/many/%')
      .execute()
    expect(uris).toHaveLength(40)
    expect(mostInFlight).toBeGreaterThan(1)
    expect(mostInFlight).toBeLessThanOrEqual(8)
  })
})
