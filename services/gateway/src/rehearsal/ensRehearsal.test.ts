import {
  type Anvil,
  anvilAccounts,
  deployTestNfts,
  startAnvil,
  startFaultyRpcProxy,
} from '@portico/test/devnet'
import { type DevnetEns, deployEns } from '@portico/test/devnet/ens/deployEns'
import { type CcipGateway, startCcipGateway } from '@portico/test/devnet/ens/startCcipGateway'
import { type Address, getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestGateway } from '../testing/createTestGateway'

// Ethereum as a site meets it: chain id 1, ENS's registry, public resolver and reverse registrar
// from their published builds with a Universal Resolver, an offchain (CCIP-read) zone whose
// gateway signs its answers, NFT avatars, and a provider in front that answers 429s, caps
// batches and drops a connection. Base is served beside it, so names carry Base addresses.
const VITALIK: Address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const BASE_ADDRESS: Address = '0x000000000000000000000000000000000000ba5e'
const SIGNER_KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'
const PUBLIC_URL = 'http://127.0.0.1:8787'
// The first bytes of a PNG: enough for the gateway to know the image for one.
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(32)])
const [, holder] = anvilAccounts.map((account) => account.address) as Address[]

let anvil: Anvil
let ens: DevnetEns
let ccip: CcipGateway
let proxy: Awaited<ReturnType<typeof startFaultyRpcProxy>>
let gateway: Awaited<ReturnType<typeof createTestGateway>>

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
  ens = await deployEns(anvil.rpcUrl)
  ccip = await startCcipGateway({
    signerKey: SIGNER_KEY,
    records: {
      'alice.offchain.eth': { address: holder as Address, texts: {} },
    },
    files: {
      '/vitalik.png': { contentType: 'image/png', body: PNG },
      '/alice.png': { contentType: 'image/png', body: PNG },
    },
  })
  // Pal #4 (the holder's) names an image on the server, known once it listens.
  ccip.files['/public/nft/pals/4.json'] = {
    contentType: 'application/json',
    body: JSON.stringify({ name: 'Pal #4', image: `${ccip.url}/alice.png` }),
  }
  const nfts = await deployTestNfts(anvil.rpcUrl, { metadataBaseUrl: ccip.url })
  await ens.setName('vitalik.eth', {
    address: VITALIK,
    coinAddresses: { [0x80000000 + 8453]: BASE_ADDRESS },
    texts: { avatar: `${ccip.url}/vitalik.png` },
  })
  await ens.setPrimaryName(VITALIK, 'vitalik.eth')
  await ens.setName('holder.eth', {
    address: holder as Address,
    texts: { avatar: `eip155:1/erc721:${nfts.erc721.address}/4` },
  })
  await ens.addOffchainName(
    'offchain.eth',
    [ccip.urlFor('ok')],
    privateKeyToAccount(SIGNER_KEY).address,
  )
  proxy = await startFaultyRpcProxy(anvil.rpcUrl, {
    rateLimitEvery: 4,
    retryAfter: '0',
    maxBatchSize: 4,
    dropNext: 1,
  })
  gateway = await createTestGateway({
    chains: [
      {
        chainId: 1,
        name: 'Ethereum (rehearsal)',
        rpcUrl: proxy.url,
        upstream: { maxBatchSize: 4, maxRateLimitRetries: 10 },
      },
      // Base's node is not asked here: names only carry its coin type.
      { chainId: 8453, name: 'Base', rpcUrl: anvil.rpcUrl },
    ],
    publicUrl: PUBLIC_URL,
    indexer: { enabled: false },
    nftMetadata: { allowLoopback: true },
    names: {
      ens: [{ chainId: 1, universalResolver: ens.universalResolver }],
      offchainLookups: { allowLoopback: true },
    },
  })
}, 120_000)

afterAll(async () => {
  await gateway?.close()
  await proxy?.stop()
  await ccip?.close()
  await anvil?.stop()
})

const get = async (path: string) => (await gateway.app.request(path)).json()

describe('ENS on an Ethereum-shaped chain behind a provider that fails now and then', () => {
  it("answers vitalik.eth's Ethereum and Base addresses, primary name and avatar", async () => {
    expect(await get('/v1/profile/account/vitalik.eth')).toEqual({
      name: 'vitalik.eth',
      registered_at: new Date(0).toISOString(),
      addresses: {
        '60': { address: VITALIK },
        [String(0x80000001)]: { address: VITALIK },
        [String(0x80000000 + 8453)]: { address: getAddress(BASE_ADDRESS) },
      },
      attributes: [{ avatar: `${PUBLIC_URL}/public/name-avatar/vitalik.eth` }],
    })
    expect(await get(`/v1/identity/${VITALIK}`)).toEqual({
      name: 'vitalik.eth',
      avatar: `${PUBLIC_URL}/public/name-avatar/vitalik.eth`,
    })
    const avatar = await gateway.app.request('/public/name-avatar/vitalik.eth')
    expect(Buffer.from(await avatar.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('serves an NFT avatar its holder owns and resolves an offchain name', async () => {
    const nft = await gateway.app.request('/public/name-avatar/holder.eth')
    expect(nft.headers.get('content-type')).toBe('image/png')
    expect(await get('/v1/profile/account/alice.offchain.eth')).toMatchObject({
      addresses: { '60': { address: holder } },
    })
  })

  it("met the provider's faults and waited them out", () => {
    expect(proxy.seen.filter((seen) => seen.answer === 429).length).toBeGreaterThan(0)
  })
})
