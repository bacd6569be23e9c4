import { type Anvil, anvilAccounts, startAnvil } from '@portico/test/devnet'
import { type CcipGateway, startCcipGateway } from '@portico/test/devnet/ens/startCcipGateway'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestGateway } from '../testing/createTestGateway'
import { deployTestEns } from './testing/deployTestEns'

let anvil: Anvil
let gateway: Awaited<ReturnType<typeof createTestGateway>>
let ens: Awaited<ReturnType<typeof deployTestEns>>
let images: CcipGateway
// The first bytes of a PNG: enough for the gateway to know the image for one.
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(32)])
const [, alice, bob, carol] = anvilAccounts.map((account) => account.address) as Address[]

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  ens = await deployTestEns(anvil.rpcUrl)
  images = await startCcipGateway({
    signerKey: anvilAccounts[0]?.privateKey ?? '0x',
    records: {},
    files: { '/alice.png': { contentType: 'image/png', body: PNG } },
  })
  gateway = await createTestGateway({
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
    publicUrl: 'http://127.0.0.1:8787',
    indexer: { enabled: false },
    nftMetadata: { allowLoopback: true },
    names: { ens: [{ chainId: 31337, registry: ens.registry }] },
  })
  await ens.setName('alice.test', alice as Address, `${images.url}/alice.png`)
  await ens.setName('bob.test', bob as Address)
  // Carol claims alice's name in her reverse record; the forward record says otherwise.
  await ens.setReverseOnly(carol as Address, 'alice.test')
}, 90_000)

afterAll(async () => {
  await gateway?.close()
  await images?.close()
  await anvil?.stop()
})

const get = async (path: string) => (await gateway.app.request(path)).json()

describe('names through an ENS-style registry on the devnet', () => {
  it('answers identity from the reverse record, with its avatar or a generated one', async () => {
    expect(await get(`/v1/identity/${alice}`)).toEqual({
      name: 'alice.test',
      avatar: 'http://127.0.0.1:8787/public/name-avatar/alice.test',
    })
    const avatar = await gateway.app.request('/public/name-avatar/alice.test')
    expect(avatar.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await avatar.arrayBuffer()).equals(PNG)).toBe(true)
    expect(await get(`/v1/identity/${bob}`)).toEqual({
      name: 'bob.test',
      avatar: `http://127.0.0.1:8787/public/avatar/${bob?.toLowerCase()}`,
    })
  })

  it('ignores a reverse record the forward record does not back', async () => {
    expect(await get(`/v1/identity/${carol}`)).toEqual({ name: null, avatar: null })
  })

  it('looks a registry name up as a name record under the chain coin type', async () => {
    const record = (await get('/v1/profile/account/alice.test?apiVersion=2')) as {
      addresses: Record<string, { address: string }>
    }
    expect(record.addresses[String(0x80000000 + 31337)]?.address).toBe(alice)
    expect((await gateway.app.request('/v1/profile/account/nobody.test')).status).toBe(404)
  })

  it('reads names of its own zone from its own registry only', async () => {
    // Still answered from the gateway's zone, not the registry.
    expect((await gateway.app.request('/v1/profile/account/alice-1234.portico.id')).status).toBe(
      404,
    )
  })
})
