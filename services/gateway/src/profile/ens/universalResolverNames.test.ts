import { type Anvil, anvilAccounts, deployTestNfts, startAnvil } from '@portico/test/devnet'
import { type DevnetEns, deployEns } from '@portico/test/devnet/ens/deployEns'
import { type CcipGateway, startCcipGateway } from '@portico/test/devnet/ens/startCcipGateway'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestGateway } from '../../testing/createTestGateway'

// The offchain gateway's signer: a key of the test's own, trusted by the offchain resolvers.
const SIGNER_KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'
const signer = privateKeyToAccount(SIGNER_KEY).address
const [, alice, bob, carol] = anvilAccounts.map((account) => account.address) as Address[]
const DEVNET_COIN_TYPE = String(0x80000000 + 31337)
const PUBLIC_URL = 'http://127.0.0.1:8787'
// The first bytes of a PNG: enough for the gateway to know the image for one.
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(32)])
const PAL_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script><circle r="4"/></svg>'

let anvil: Anvil
let ens: DevnetEns
let ccip: CcipGateway
let gateway: Awaited<ReturnType<typeof createTestGateway>>

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  ens = await deployEns(anvil.rpcUrl)
  ccip = await startCcipGateway({
    signerKey: SIGNER_KEY,
    records: {
      'pay.offchain.eth': { address: bob as Address, texts: { avatar: 'ipfs://not-fetched' } },
    },
    files: {
      '/vitalik.png': { contentType: 'image/png', body: PNG },
      '/not-an-image.png': { contentType: 'image/png', body: '<html>hello</html>' },
      '/pal.svg': { contentType: 'text/plain', body: PAL_SVG },
      // The metadata of Portico Pals #4 (alice's) and of Portico Items #3 (alice holds 2).
      '/public/nft/pals/4.json': {
        contentType: 'application/json',
        body: '{"name":"Pal #4","image":"PAL"}',
      },
      '/public/nft/items/0000000000000000000000000000000000000000000000000000000000000003.json': {
        contentType: 'application/json',
        body: '{"name":"Item #3","image":"PAL"}',
      },
    },
  })
  // The metadata names the server's own address, known only once it listens.
  for (const path of [
    '/public/nft/pals/4.json',
    '/public/nft/items/0000000000000000000000000000000000000000000000000000000000000003.json',
  ]) {
    const file = ccip.files[path]
    if (file) file.body = String(file.body).replace('PAL', `${ccip.url}/pal.svg`)
  }
  const nfts = await deployTestNfts(anvil.rpcUrl, { metadataBaseUrl: ccip.url })
  gateway = await createTestGateway({
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
    publicUrl: PUBLIC_URL,
    indexer: { enabled: false },
    nftMetadata: { allowLoopback: true },
    names: {
      ens: [{ chainId: 31337, universalResolver: ens.universalResolver }],
      offchainLookups: { allowLoopback: true, timeoutMs: 1_500 },
    },
  })
  const erc721 = (id: number) => `eip155:31337/erc721:${nfts.erc721.address}/${id}`
  const erc1155 = (id: number) => `eip155:31337/erc1155:${nfts.erc1155.address}/${id}`
  const names: [string, Parameters<typeof ens.setName>[1]][] = [
    [
      'vitalik.eth',
      {
        address: alice as Address,
        coinAddresses: { [0x80000000 + 31337]: bob as Address },
        texts: { avatar: `${ccip.url}/vitalik.png` },
      },
    ],
    ['pal.eth', { address: alice as Address, texts: { avatar: erc721(4) } }],
    ['item.eth', { address: alice as Address, texts: { avatar: erc1155(3) } }],
    // Pal #1 is anvil's first account's, not alice's; Item #1 alice has none of.
    ['borrowed.eth', { address: alice as Address, texts: { avatar: erc721(1) } }],
    ['borrowed-item.eth', { address: alice as Address, texts: { avatar: erc1155(1) } }],
    ['broken.eth', { address: bob as Address, texts: { avatar: `${ccip.url}/not-an-image.png` } }],
  ]
  for (const [name, records] of names) await ens.setName(name, records)
  await ens.setPrimaryName(alice as Address, 'vitalik.eth')
  // Carol claims vitalik.eth as her primary name; its address record says otherwise.
  await ens.setPrimaryName(carol as Address, 'vitalik.eth')
  await ens.addOffchainName('offchain.eth', [ccip.urlFor('ok')], signer)
  await ens.addOffchainName('slow.eth', [ccip.urlFor('hang')], signer)
  await ens.addOffchainName('garbage.eth', [ccip.urlFor('garbage'), ccip.urlFor('huge')], signer)
  // Where a cloud's metadata service and a private network live: refused before any connection.
  await ens.addOffchainName(
    'private.eth',
    ['http://169.254.169.254/{sender}/{data}.json', 'http://10.0.0.1/{sender}/{data}.json'],
    signer,
  )
  await ens.addOffchainName('forged.eth', [ccip.urlFor('ok')], carol as Address)
}, 120_000)

afterAll(async () => {
  await gateway?.close()
  await ccip?.close()
  await anvil?.stop()
})

const request = (path: string) => gateway.app.request(path)
const get = async (path: string) => (await request(path)).json()

describe('ENS through the Universal Resolver', () => {
  it('looks a name up with its address, its addresses for other chains and its avatar', async () => {
    expect(await get('/v1/profile/account/vitalik.eth')).toEqual({
      name: 'vitalik.eth',
      registered_at: new Date(0).toISOString(),
      addresses: {
        '60': { address: alice },
        [String(0x80000001)]: { address: alice },
        [DEVNET_COIN_TYPE]: { address: bob },
      },
      attributes: [{ avatar: `${PUBLIC_URL}/public/name-avatar/vitalik.eth` }],
    })
  })

  it('answers an address its primary name only when the name resolves back to it', async () => {
    expect(await get(`/v1/identity/${alice}`)).toEqual({
      name: 'vitalik.eth',
      avatar: `${PUBLIC_URL}/public/name-avatar/vitalik.eth`,
    })
    expect(await get(`/v1/identity/${carol}`)).toEqual({ name: null, avatar: null })
    expect(await get(`/v1/identity/${bob}`)).toEqual({ name: null, avatar: null })
  })

  it('resolves an offchain subname through CCIP-read, the answer checked by its resolver', async () => {
    const before = ccip.requests.length
    expect(await get('/v1/profile/account/pay.offchain.eth')).toMatchObject({
      name: 'pay.offchain.eth',
      addresses: { '60': { address: bob } },
      // Its avatar names no image this gateway reads: none is offered.
      attributes: [],
    })
    expect(ccip.requests.slice(before).every((r) => r.path.startsWith('/ok/'))).toBe(true)
    expect((await request('/v1/profile/account/nobody.eth')).status).toBe(404)
  })

  it('refuses an offchain answer signed by a key the resolver does not trust', async () => {
    const response = await request('/v1/profile/account/pay.forged.eth')
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ code: 'NAME_LOOKUP_FAILED' })
  })

  it('gives up on a gateway that never answers, after its timeout', async () => {
    const started = Date.now()
    const response = await request('/v1/profile/account/pay.slow.eth')
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ code: 'NAME_LOOKUP_FAILED' })
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('refuses answers that are not lookup answers or are too large', async () => {
    const response = await request('/v1/profile/account/pay.garbage.eth')
    expect(response.status).toBe(502)
    const body = (await response.json()) as { message: string }
    expect(body.message).toMatch(/not a lookup answer/)
    expect(body.message).toMatch(/too large/)
  })

  it('never connects to the private or metadata-service addresses a resolver names', async () => {
    const response = await request('/v1/profile/account/pay.private.eth')
    expect(response.status).toBe(502)
    const body = (await response.json()) as { message: string }
    expect(body.message).toMatch(/169\.254\.169\.254/)
    expect(body.message).toMatch(/10\.0\.0\.1/)
  })
})

describe('ENS avatars, served by the gateway', () => {
  const avatar = (name: string) => request(`/public/name-avatar/${name}`)

  it('serves an https avatar as the image it is', async () => {
    const response = await avatar('vitalik.eth')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it("serves an ERC-721 or ERC-1155 avatar the name's address holds, its SVG sanitized", async () => {
    for (const name of ['pal.eth', 'item.eth']) {
      expect(await get(`/v1/profile/account/${name}`)).toMatchObject({
        attributes: [{ avatar: `${PUBLIC_URL}/public/name-avatar/${name}` }],
      })
      const response = await avatar(name)
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      const svg = await response.text()
      expect(svg).toContain('<circle r="4"/>')
      expect(svg).not.toMatch(/script|onload/)
    }
  })

  it('offers no avatar for an NFT the address does not hold, or bytes that are no image', async () => {
    for (const name of ['borrowed.eth', 'borrowed-item.eth', 'broken.eth']) {
      expect(await get(`/v1/profile/account/${name}`)).toMatchObject({ attributes: [] })
      expect((await avatar(name)).status).toBe(404)
    }
  })
})

describe('ENS avatars, rate limited', () => {
  it("spends the client's names bucket on each avatar read", async () => {
    const limited = await createTestGateway({
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
      indexer: { enabled: false },
      nftMetadata: { allowLoopback: true },
      names: {
        ens: [{ chainId: 31337, universalResolver: ens.universalResolver }],
        rateLimit: { capacity: 2, refillPerSecond: 0.001 },
      },
    })
    try {
      const statuses = []
      for (let i = 0; i < 3; i++) {
        statuses.push((await limited.app.request('/public/name-avatar/vitalik.eth')).status)
      }
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await limited.close()
    }
  })
})

describe('offchain lookups without loopback allowed', () => {
  it('refuses a gateway on this machine', async () => {
    const strict = await createTestGateway({
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
      indexer: { enabled: false },
      names: { ens: [{ chainId: 31337, universalResolver: ens.universalResolver }] },
    })
    try {
      const before = ccip.requests.length
      const response = await strict.app.request('/v1/profile/account/pay.offchain.eth')
      expect(response.status).toBe(502)
      expect(ccip.requests.length).toBe(before)
    } finally {
      await strict.close()
    }
  })
})
