import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { nftsResponseSchema } from '@portico/common/schemas/api'
import { type Anvil, anvilAccounts, compileContracts, startAnvil } from '@portico/test/devnet'
import { createManualClock } from '@portico/test/services/createManualClock'
import { type Address, createPublicClient, createWalletClient, http, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GatewayConfigInput } from '../config/gatewayConfigSchema'
import { createTestDb } from '../testing/createTestDb'
import { createTestGateway } from '../testing/createTestGateway'
import { createTestIndexer } from '../testing/createTestIndexer'

// Token URIs are whatever a contract says: each collection here names a place the gateway must
// not read (or one it may), and each is minted to its own holder so one listing reads one URI.
const mintAbi = parseAbi(['function mint(address to) returns (uint256)'])
const holders = anvilAccounts.map((a) => a.address) as Address[]
const deployer = holders[0] as Address

type Hit = { url: string; closed: Promise<void> }
const listen = async (server: Server, host: string) => {
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return `http://${host}:${(server.address() as AddressInfo).port}`
}
// `closed` settles when the connection ends: for an answer never finished, when the gateway
// hangs up.
const record = (hits: Hit[], req: IncomingMessage, res: ServerResponse) => {
  hits.push({ url: req.url ?? '', closed: new Promise((resolve) => res.once('close', resolve)) })
}

// A loopback service with something to hide.
const secretHits: Hit[] = []
const secret = createServer((req, res) => {
  record(secretHits, req, res)
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ name: 'SECRET', image: 'https://secret.example/leak.png' }))
})
// Stands in for a public metadata host (127.0.0.2, which the gateways here are told is fine).
const publicHits: Hit[] = []
let secretBase = ''
const outside = createServer((req, res) => {
  record(publicHits, req, res)
  const path = req.url ?? ''
  if (path.startsWith('/redirect/')) {
    res.writeHead(302, { location: `${secretBase}/secret` }).end()
  } else if (path.startsWith('/big/')) {
    // A body that never ends: the gateway must hang up at its cap.
    res.writeHead(200, { 'content-type': 'application/json' })
    res.write('{"name":"Big","padding":"')
    const chunk = 'x'.repeat(64 * 1024)
    const pump = () => {
      while (!res.destroyed && res.write(chunk)) {}
      if (!res.destroyed) res.once('drain', pump)
    }
    pump()
  } else if (path.startsWith('/hang/')) {
    // Never answers.
  } else {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ name: 'Public pal', image: 'https://img.example/1.png' }))
  }
})

let anvil: Anvil
let outsideBase = ''
let closeDb: () => Promise<void> = async () => {}
const gateways: Record<string, Awaited<ReturnType<typeof createTestGateway>>> = {}
const holderOf: Record<string, Address> = {}

beforeAll(async () => {
  secretBase = await listen(secret, '127.0.0.1')
  outsideBase = await listen(outside, '127.0.0.2')
  anvil = await startAnvil({ chainId: 31337 })
  const secretPort = new URL(secretBase).port
  const collections: Record<string, string> = {
    loopback: `${secretBase}/secret/`,
    localhost: `http://localhost:${secretPort}/secret/`,
    metadata: 'http://169.254.169.254/latest/meta-data/',
    redirect: `${outsideBase}/redirect/`,
    big: `${outsideBase}/big/`,
    hang: `${outsideBase}/hang/`,
    public: `${outsideBase}/ok/`,
  }
  const { PorticoTestNft } = await compileContracts()
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  const wallet = createWalletClient({ account: deployer, transport: http(anvil.rpcUrl) })
  let next = 1
  for (const [label, baseUri] of Object.entries(collections)) {
    const hash = await wallet.deployContract({
      ...PorticoTestNft,
      args: [label, 'T', baseUri],
      chain: null,
    })
    const { contractAddress } = await client.waitForTransactionReceipt({ hash })
    const holder = holders[next++] as Address
    holderOf[label] = holder
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: contractAddress as Address,
        abi: mintAbi,
        functionName: 'mint',
        args: [holder],
        chain: null,
      }),
    })
  }

  // One database, indexed once, read by gateways with different metadata settings.
  const opened = await createTestDb('sqlite')
  closeDb = opened.close
  const clock = createManualClock()
  const chains = [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }]
  const make = async (nftMetadata: GatewayConfigInput['nftMetadata']) =>
    createTestGateway({ chains, nftMetadata }, { clock, db: opened.db })
  gateways.strict = await make({ allowedAddresses: ['127.0.0.2'] })
  gateways.impatient = await make({ allowedAddresses: ['127.0.0.2'], timeoutMs: 300 })
  gateways.dev = await make({ allowLoopback: true })
  gateways.limited = await make({ rateLimit: { capacity: 2, refillPerSecond: 0.01 } })
  await createTestIndexer({
    db: opened.db,
    chains: gateways.strict.config.chains,
    clock,
    batchSize: 100,
  }).sync()
}, 90_000)

afterAll(async () => {
  secret.closeAllConnections()
  outside.closeAllConnections()
  secret.close()
  outside.close()
  await closeDb()
  await anvil?.stop()
})

const list = async (gateway: string, label: string) => {
  const app = gateways[gateway]?.app
  const res = await app?.request(
    `/v1/account/${holderOf[label]}/nfts?chainId=eip155:31337&projectId=p`,
  )
  expect(res?.status).toBe(200)
  const [nft] = nftsResponseSchema.parse(await res?.json()).data
  expect(nft?.collection.name).toBe(label)
  return { name: nft?.name ?? null, imageUrl: nft?.imageUrl ?? null }
}
const nothing = { name: null, imageUrl: null }

describe('NFT metadata behind token URIs that name private places', () => {
  it('reads a public metadata host, once for repeated listings', async () => {
    const before = publicHits.length
    expect(await list('strict', 'public')).toEqual({
      name: 'Public pal',
      imageUrl: 'https://img.example/1.png',
    })
    expect(await list('strict', 'public')).toEqual(expect.objectContaining({ name: 'Public pal' }))
    expect(publicHits.length - before).toBe(1)
  })

  it('never connects to loopback, by address or by a name that resolves there', async () => {
    expect(await list('strict', 'loopback')).toEqual(nothing)
    expect(await list('strict', 'localhost')).toEqual(nothing)
    expect(secretHits).toEqual([])
  })

  it('never asks the cloud metadata address', async () => {
    // Refused before any connection: an answer at once, not after the read's time limit.
    const started = Date.now()
    expect(await list('strict', 'metadata')).toEqual(nothing)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('does not follow a public host redirecting to loopback', async () => {
    expect(await list('strict', 'redirect')).toEqual(nothing)
    expect(publicHits.some((hit) => hit.url.startsWith('/redirect/'))).toBe(true)
    expect(secretHits).toEqual([])
  })

  it('hangs up on a body past the size cap instead of reading it all', async () => {
    expect(await list('strict', 'big')).toEqual(nothing)
    const hit = publicHits.find((h) => h.url.startsWith('/big/'))
    await hit?.closed
    expect(hit).toBeDefined()
  }, 3_000)

  it('gives up on a server that never answers after the configured time', async () => {
    expect(await list('impatient', 'hang')).toEqual(nothing)
    const hit = publicHits.find((h) => h.url.startsWith('/hang/'))
    await hit?.closed
    expect(hit).toBeDefined()
  }, 2_000)

  it('reads loopback metadata with the development setting the dev stack turns on', async () => {
    expect(await list('dev', 'loopback')).toEqual({
      name: 'SECRET',
      imageUrl: 'https://secret.example/leak.png',
    })
    expect(secretHits).toHaveLength(1)
    // Link-local stays refused even then.
    expect(await list('dev', 'metadata')).toEqual(nothing)
  })

  it('limits NFT listings per client', async () => {
    await list('limited', 'metadata')
    await list('limited', 'metadata')
    const res = await gateways.limited?.app.request(
      `/v1/account/${holderOf.metadata}/nfts?chainId=eip155:31337&projectId=p`,
    )
    expect(res?.status).toBe(429)
    expect(res?.headers.get('retry-after')).toBe('100')
  })
})
