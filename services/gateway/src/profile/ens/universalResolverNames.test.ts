import { type Anvil, anvilAccounts, startAnvil } from '@portico/test/devnet'
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
      'pay.offchain.eth': {
        address: bob as Address,
        texts: { avatar: 'https://images.example.com/pay.png' },
      },
    },
  })
  gateway = await createTestGateway({
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
    publicUrl: 'http://127.0.0.1:8787',
    indexer: { enabled: false },
    names: {
      ens: [{ chainId: 31337, universalResolver: ens.universalResolver }],
      offchainLookups: { allowLoopback: true, timeoutMs: 1_500 },
    },
  })
  await ens.setName('vitalik.eth', {
    address: alice as Address,
    coinAddresses: { [0x80000000 + 31337]: bob as Address },
    texts: { avatar: 'https://images.example.com/vitalik.png' },
  })
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
      attributes: [{ avatar: 'https://images.example.com/vitalik.png' }],
    })
  })

  it('answers an address its primary name only when the name resolves back to it', async () => {
    expect(await get(`/v1/identity/${alice}`)).toEqual({
      name: 'vitalik.eth',
      avatar: 'https://images.example.com/vitalik.png',
    })
    expect(await get(`/v1/identity/${carol}`)).toEqual({ name: null, avatar: null })
    expect(await get(`/v1/identity/${bob}`)).toEqual({ name: null, avatar: null })
  })

  it('resolves an offchain subname through CCIP-read, the answer checked by its resolver', async () => {
    const before = ccip.requests.length
    expect(await get('/v1/profile/account/pay.offchain.eth')).toMatchObject({
      name: 'pay.offchain.eth',
      addresses: { '60': { address: bob } },
      attributes: [{ avatar: 'https://images.example.com/pay.png' }],
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
