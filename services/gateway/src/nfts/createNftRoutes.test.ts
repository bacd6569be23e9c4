import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { filterHistory, type Transaction } from '@portico/common'
import { historyResponseSchema, nftsResponseSchema } from '@portico/common/schemas/api'
import {
  type Anvil,
  anvilAccounts,
  compileContracts,
  defaultTestNfts,
  deployTestNfts,
  startAnvil,
} from '@portico/test/devnet'
import { createManualClock } from '@portico/test/services/createManualClock'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  http,
  parseAbi,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestGateway } from '../testing/createTestGateway'
import { type GatewayTestDialect, gatewayTestDialects } from '../testing/gatewayTestDialects'
import { indexTestGateway } from '../testing/indexTestGateway'

const abi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 id)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
  'function mint(address to) returns (uint256)',
])
const [alice, bob, , spammer] = anvilAccounts.map((a) => a.address) as Address[]
// The spam collection: the spammer's first deployment.
const spam = getContractAddress({ from: spammer as Address, nonce: 0n })
const pals = defaultTestNfts.erc721.address
const items = defaultTestNfts.erc1155.address

let anvil: Anvil
type TestGateway = Awaited<ReturnType<typeof createTestGateway>>
const dialects = await gatewayTestDialects()
// One gateway per database dialect, all indexing the same devnet.
const gateways = new Map<GatewayTestDialect, TestGateway>()
let server: ReturnType<typeof serve>
let base: string
const hashes: Record<string, `0x${string}`> = {}
type WriteRequest = Parameters<ReturnType<typeof createWalletClient>['writeContract']>[0]

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const clock = createManualClock()
  for (const dialect of dialects) {
    const input = {
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl, spamNfts: [spam] }],
      historyPageSize: 2,
      // The token URIs name a gateway on loopback, as the dev stack's do.
      nftMetadata: { allowLoopback: true },
    }
    gateways.set(dialect, await createTestGateway(input, { clock, dialect }))
  }
  const metadataServer = gateways.get('sqlite') as TestGateway
  // The token URIs point at a gateway over real HTTP, as in the dev stack.
  server = serve({ fetch: metadataServer.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  await deployTestNfts(anvil.rpcUrl, { metadataBaseUrl: base })

  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  const send = async (from: Address, request: WriteRequest) => {
    const hash = await createWalletClient({
      account: from,
      transport: http(anvil.rpcUrl),
    }).writeContract({ ...request, account: from, chain: null })
    await client.waitForTransactionReceipt({ hash })
    return hash
  }
  hashes.sendPal = await send(alice as Address, {
    address: pals,
    abi,
    functionName: 'safeTransferFrom',
    args: [alice as Address, bob as Address, 2n],
    account: alice as Address,
    chain: null,
  })
  hashes.sendItems = await send(alice as Address, {
    address: items,
    abi,
    functionName: 'safeTransferFrom',
    args: [alice as Address, bob as Address, 1n, 2n, '0x'],
    account: alice as Address,
    chain: null,
  })
  // A spam collection dropped on alice.
  const { PorticoTestNft } = await compileContracts()
  const deploy = await createWalletClient({
    account: spammer as Address,
    transport: http(anvil.rpcUrl),
  }).deployContract({
    ...PorticoTestNft,
    args: ['Free Money', 'SPAM', `${base}/nope/`],
    chain: null,
  })
  await client.waitForTransactionReceipt({ hash: deploy })
  hashes.spam = await send(spammer as Address, {
    address: spam,
    abi,
    functionName: 'mint',
    args: [alice as Address],
    account: spammer as Address,
    chain: null,
  })

  for (const gateway of gateways.values()) {
    await indexTestGateway(gateway, { clock, batchSize: 50 })
  }
}, 90_000)

afterAll(async () => {
  server?.close()
  for (const gateway of gateways.values()) await gateway.close()
  await anvil?.stop()
})

describe.each(dialects)('NFT calls on a real devnet (%s)', (dialect) => {
  const gateway = {
    get app() {
      return (gateways.get(dialect) as TestGateway).app
    },
  }

  const get = async (path: string) => {
    const res = await gateway.app.request(`${base}${path}`)
    return { status: res.status, body: (await res.json()) as unknown }
  }
  const nftsOf = async (address: string, cursor?: string) => {
    const query = `chainId=eip155:31337&projectId=p${cursor ? `&cursor=${cursor}` : ''}`
    const { status, body } = await get(`/v1/account/${address}/nfts?${query}`)
    expect(status).toBe(200)
    return nftsResponseSchema.parse(body)
  }

  describe('GET /v1/account/{address}/nfts on a real devnet', () => {
    it('lists what the account holds now, by collection and id, two to a page', async () => {
      const first = await nftsOf(alice as string)
      expect(first.data).toEqual([
        {
          id: `eip155:31337:${pals}:1`,
          chainId: 'eip155:31337',
          tokenId: '1',
          amount: '1',
          name: 'Portico Pal #1',
          imageUrl: `${base}/public/nft/pals/1.svg`,
          collection: { address: pals, name: 'Portico Pals', standard: 'erc721' },
        },
        expect.objectContaining({ tokenId: '3', name: 'Portico Pal #3' }),
      ])
      expect(first.next).toEqual(expect.any(String))
      const second = await nftsOf(alice as string, first.next ?? '')
      // 5 potions minted, 2 sent on; the shield untouched; the spam drop left out.
      expect(second.data).toEqual([
        expect.objectContaining({
          tokenId: '1',
          amount: '3',
          name: 'Potion',
          imageUrl: `${base}/public/nft/items/1.svg`,
          collection: { address: items, name: 'Portico Items', standard: 'erc1155' },
        }),
        expect.objectContaining({ tokenId: '2', amount: '1', name: 'Shield' }),
      ])
      expect(second.next).toBeNull()
    })

    it('moves a sent ERC-721 and part of an ERC-1155 balance to the recipient', async () => {
      const all = []
      let cursor: string | undefined
      do {
        const page = await nftsOf((bob as string).toLowerCase(), cursor)
        all.push(...page.data)
        cursor = page.next ?? undefined
      } while (cursor)
      expect(all.map((n) => `${n.collection.standard}:${n.tokenId}x${n.amount}`)).toEqual([
        'erc721:2x1',
        'erc721:4x1',
        'erc721:5x1',
        'erc1155:1x2',
        'erc1155:3x2',
      ])
    })

    it('answers an empty list for a chain it does not serve, and refuses bad input', async () => {
      const other = await get(`/v1/account/${alice}/nfts?chainId=eip155:1&projectId=p`)
      expect(other).toEqual({ status: 200, body: { data: [], next: null } })
      const noChain = await get(`/v1/account/${alice}/nfts?projectId=p`)
      expect(noChain.status).toBe(400)
      expect(noChain.body).toMatchObject({ message: expect.stringContaining("'chainId'") })
      const badCursor = await get(`/v1/account/${alice}/nfts?chainId=eip155:31337&cursor=xyz`)
      expect(badCursor).toMatchObject({
        status: 400,
        body: { message: "Invalid query parameter 'cursor'" },
      })
      const badAddress = await get('/v1/account/0x123/nfts?chainId=eip155:31337')
      expect(badAddress.status).toBe(400)
    })
  })

  describe('NFT movements in GET /v1/account/{address}/history', () => {
    const historyOf = async (address: string) => {
      const data = []
      let cursor = ''
      do {
        const { body } = await get(
          `/v1/account/${address}/history?chainId=eip155:31337&projectId=p${cursor ? `&cursor=${cursor}` : ''}`,
        )
        const page = historyResponseSchema.parse(body)
        data.push(...page.data)
        cursor = page.next ?? ''
      } while (cursor)
      return data
    }

    it('shows an ERC-721 send with its nft_info preview', async () => {
      const sent = (await historyOf(alice as string)).find(
        (tx) => tx.metadata.hash === hashes.sendPal,
      )
      expect(sent?.metadata.operationType).toBe('send')
      expect(sent?.transfers).toEqual([
        {
          direction: 'out',
          quantity: { numeric: '1' },
          nft_info: {
            name: 'Portico Pal #2',
            content: { preview: { url: `${base}/public/nft/pals/2.svg` } },
            flags: { is_spam: false },
          },
          sender: alice,
          recipient: bob,
        },
      ])
      const received = (await historyOf(bob as string)).find(
        (tx) => tx.metadata.hash === hashes.sendItems,
      )
      expect(received?.metadata.operationType).toBe('receive')
      expect(received?.transfers?.[0]).toMatchObject({
        direction: 'in',
        quantity: { numeric: '2' },
        nft_info: { name: 'Potion', flags: { is_spam: false } },
      })
    })

    it('lists every id of a batch mint', async () => {
      const history = await historyOf(alice as string)
      const batch = history.find((tx) => tx.transfers?.length === 2)
      expect(batch?.metadata.operationType).toBe('mint')
      expect(batch?.transfers?.map((t) => [t.nft_info?.name, t.quantity.numeric])).toEqual([
        ['Potion', '5'],
        ['Shield', '1'],
      ])
    })

    it('flags a configured spam collection, which the kit then hides', async () => {
      const history = await historyOf(alice as string)
      const drop = history.find((tx) => tx.metadata.hash === hashes.spam)
      // Its metadata URI answers 404: the name falls back to collection and id, no preview.
      expect(drop?.transfers).toEqual([
        expect.objectContaining({
          direction: 'in',
          nft_info: { name: 'Free Money #1', flags: { is_spam: true } },
        }),
      ])
      // The gateway answers CAIP-2 chains; the kit's type spells that out.
      const shown = filterHistory(history as Transaction[], 'eip155:31337')
      expect(shown.some((tx) => tx.metadata.hash === hashes.spam)).toBe(false)
      expect(shown.some((tx) => tx.metadata.hash === hashes.sendPal)).toBe(true)
    })
  })

  describe('demo collection metadata under /public/nft', () => {
    it('serves metadata with the image on this gateway, for decimal and ERC-1155 hex ids', async () => {
      expect(await get('/public/nft/pals/7.json')).toEqual({
        status: 200,
        body: {
          name: 'Portico Pal #7',
          description: 'A test NFT of the Portico dev stack.',
          image: `${base}/public/nft/pals/7.svg`,
        },
      })
      const hexId = `${'0'.repeat(63)}2`
      expect((await get(`/public/nft/items/${hexId}.json`)).body).toMatchObject({ name: 'Shield' })
      const svg = await gateway.app.request(`${base}/public/nft/pals/7.svg`)
      expect(svg.headers.get('content-type')).toContain('image/svg+xml')
      expect(await svg.text()).toContain('#7')
    })

    it('refuses unknown collections and malformed ids', async () => {
      expect((await get('/public/nft/nope/1.json')).status).toBe(404)
      expect((await get('/public/nft/pals/abc.json')).status).toBe(400)
      expect((await get('/public/nft/pals/1.png')).status).toBe(400)
    })
  })
})
