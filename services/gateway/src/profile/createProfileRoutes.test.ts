import { nameRecordSchema, nameSuggestionsResponseSchema } from '@portico/common/schemas/api'
import { anvilAccounts } from '@portico/test/devnet'
import { createManualClock } from '@portico/test/services/createManualClock'
import { type Address, createWalletClient, getAddress, http } from 'viem'
import { foundry } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { useSmartAccountGateway } from '../testing/useSmartAccountGateway'

const COIN_TYPE = 0x80000000 + 31337
const START = Date.parse('2026-03-01T12:00:00Z')
const ORIGIN = 'http://127.0.0.1:5173'
const clock = createManualClock(START)
const [alice, bob, carol] = anvilAccounts.map((account) => account.address) as [
  Address,
  Address,
  Address,
]
const stack = useSmartAccountGateway(
  {
    projects: [{ projectId: 'p', allowedOrigins: [ORIGIN] }],
    publicUrl: 'http://127.0.0.1:8787',
    // One client registers every name here, on a clock that stands still.
    names: { registrationRateLimit: { capacity: 1_000 } },
  },
  clock,
)

// anvil's own unlocked accounts sign (personal_sign over JSON-RPC): a real wallet's answer.
const signWithAnvil = (address: Address, message: string) =>
  createWalletClient({
    account: address,
    chain: foundry,
    transport: http(stack.anvil().rpcUrl),
  }).signMessage({ message })

const messageOf = (name: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name, attributes: {}, timestamp: Math.floor(clock.now() / 1000), ...extra })

async function register(args: {
  address: Address
  name: string
  message?: string
  signer?: Address
  coinType?: number
  query?: string
}) {
  const message = args.message ?? messageOf(args.name)
  const signature = await signWithAnvil(args.signer ?? args.address, message)
  return stack.gateway().app.request(`/v1/profile/account${args.query ?? '?projectId=p'}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: JSON.stringify({
      coin_type: args.coinType ?? COIN_TYPE,
      address: args.address,
      message,
      signature,
    }),
  })
}

const sdk = 'st=appkit&sv=react-wagmi-1.8.24&projectId=p'
const get = (path: string, query = '') =>
  stack
    .gateway()
    .app.request(`${path}?${query}${query ? '&' : ''}${sdk}`, { headers: { Origin: ORIGIN } })
const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code

describe('name registration', () => {
  it('registers a name signed by its address, then looks it up by name and by address', async () => {
    const res = await register({ address: alice as Address, name: 'alice-1234.portico.id' })
    expect(res.status).toBe(200)
    const record = nameRecordSchema.parse(await res.json())
    expect(record.name).toBe('alice-1234.portico.id')
    expect(record.addresses[String(COIN_TYPE)]?.address).toBe(alice)

    const lookup = await get('/v1/profile/account/alice-1234.portico.id', 'apiVersion=2')
    expect(lookup.status).toBe(200)
    expect(nameRecordSchema.parse(await lookup.json()).addresses).toEqual(record.addresses)

    const reverse = await get(`/v1/profile/reverse/${alice}`, `sender=${alice}&apiVersion=2`)
    expect(((await reverse.json()) as { name: string }[]).map((r) => r.name)).toEqual([
      'alice-1234.portico.id',
    ])
  })

  it('answers an unknown name with 404 (clients read any error as "free")', async () => {
    const res = await get('/v1/profile/account/nobody-here.portico.id', 'apiVersion=2')
    expect(res.status).toBe(404)
  })

  it('says a name of another zone cannot be looked up where no ENS registry is configured', async () => {
    const res = await get('/v1/profile/account/vitalik.eth', 'apiVersion=2')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({
      code: 'NAME_ZONE_NOT_SUPPORTED',
      message: 'Only names ending in .portico.id are looked up here',
    })
  })

  it('refuses a name owned by someone else', async () => {
    const res = await register({ address: bob as Address, name: 'alice-1234.portico.id' })
    expect(res.status).toBe(409)
    expect(await codeOf(res)).toBe('NAME_TAKEN')
    const reverse = await get(`/v1/profile/reverse/${bob}`)
    expect(await reverse.json()).toEqual([])
  })

  it('refuses a tampered message', async () => {
    const message = messageOf('bob-name.portico.id')
    const signature = await signWithAnvil(bob as Address, message)
    const tampered = message.replace('bob-name', 'bob-evil')
    const res = await stack.gateway().app.request('/v1/profile/account?projectId=p', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ coin_type: COIN_TYPE, address: bob, message: tampered, signature }),
    })
    expect(res.status).toBe(401)
    expect(await codeOf(res)).toBe('NAME_INVALID_SIGNATURE')
    expect((await get('/v1/profile/account/bob-evil.portico.id')).status).toBe(404)
  })

  it("refuses another address's signature", async () => {
    const res = await register({
      address: bob as Address,
      signer: carol as Address,
      name: 'bob-other.portico.id',
    })
    expect(await codeOf(res)).toBe('NAME_INVALID_SIGNATURE')
  })

  it('refuses a reused message: an old one, and one already accepted', async () => {
    const message = messageOf('carol-name.portico.id')
    const first = await register({ address: carol as Address, name: '', message })
    expect(first.status).toBe(200)
    const replay = await register({ address: carol as Address, name: '', message })
    expect(replay.status).toBe(401)
    expect(await codeOf(replay)).toBe('NAME_MESSAGE_STALE')

    const old = messageOf('carol-later.portico.id')
    clock.advance(10 * 60_000 + 1_000)
    const late = await register({ address: carol as Address, name: '', message: old })
    expect(await codeOf(late)).toBe('NAME_MESSAGE_STALE')
    expect((await get('/v1/profile/account/carol-later.portico.id')).status).toBe(404)
    const future = messageOf('carol-later.portico.id', {
      timestamp: Math.floor(clock.now() / 1000) + 3600,
    })
    expect(
      await codeOf(await register({ address: carol as Address, name: '', message: future })),
    ).toBe('NAME_MESSAGE_STALE')
  })

  it('checks that the message names the same address and coin type when it names them', async () => {
    const wrongAddress = messageOf('dave-name.portico.id', { address: carol })
    const dave = anvilAccounts[3]?.address as Address
    const res = await register({ address: dave, name: '', message: wrongAddress })
    expect(await codeOf(res)).toBe('NAME_MESSAGE_MISMATCH')
    const wrongCoin = messageOf('dave-name.portico.id', { address: dave, coin_type: 2147483649 })
    expect(await codeOf(await register({ address: dave, name: '', message: wrongCoin }))).toBe(
      'NAME_MESSAGE_MISMATCH',
    )
    const bound = messageOf('dave-name.portico.id', { address: dave, coin_type: COIN_TYPE })
    expect((await register({ address: dave, name: '', message: bound })).status).toBe(200)
  })

  it.each([
    ['abc.portico.id', 'three characters'],
    ['under_score.portico.id', 'an underscore'],
    ['émile-01.portico.id', 'a non-ASCII letter'],
    ['alice-1234.other.zone', 'another zone'],
  ])('refuses %s (%s: spec §5)', async (name) => {
    const eve = anvilAccounts[4]?.address as Address
    const res = await register({ address: eve, name })
    expect(res.status).toBe(400)
    expect(await codeOf(res)).toBe('INVALID_PARAMS')
  })

  it('refuses coin types that are not EVM chains (Invalid chainId from 2^31)', async () => {
    const eve = anvilAccounts[4]?.address as Address
    for (const coinType of [60, 2 ** 32, 2 ** 32 + 1]) {
      const res = await register({ address: eve, name: 'eve-name.portico.id', coinType })
      expect(res.status).toBe(400)
    }
  })

  it('needs a known project id, or for clients that send none (AppKit) a page Origin one project lists', async () => {
    const frank = anvilAccounts[5]?.address as Address
    const res = await register({
      address: frank,
      name: 'frank-name.portico.id',
      query: '?projectId=nope',
    })
    expect(res.status).toBe(403)
    expect(await codeOf(res)).toBe('UNAUTHORIZED_INVALID_KEY')
    // No project id, the way AppKit's client registers: the page's Origin names project p.
    expect(
      (await register({ address: frank, name: 'frank-name.portico.id', query: '' })).status,
    ).toBe(200)
  })

  it('registers a deployed smart account by its owner (ERC-1271)', async () => {
    const owner = anvilAccounts[6]?.address as Address
    const account = await stack.smart().deployAccount(owner, 7n)
    const res = await register({ address: account, signer: owner, name: 'smart-acct.portico.id' })
    expect(res.status).toBe(200)
    const stranger = await register({
      address: account,
      signer: anvilAccounts[7]?.address as Address,
      name: 'smart-other.portico.id',
    })
    expect(await codeOf(stranger)).toBe('NAME_INVALID_SIGNATURE')
  })
})

describe('suggestions', () => {
  it('says whether the name is taken and offers free variants', async () => {
    await register({ address: alice as Address, name: 'busy-1.portico.id' })
    const res = await get('/v1/profile/suggestions/busy', 'zone=reown.id')
    const { suggestions } = nameSuggestionsResponseSchema.parse(await res.json())
    expect(suggestions[0]).toEqual({ name: 'busy.portico.id', registered: false })
    expect(suggestions.slice(1)).toEqual([
      { name: 'busy1.portico.id', registered: false },
      { name: 'busy-2.portico.id', registered: false },
      { name: 'busy2.portico.id', registered: false },
    ])
    const taken = nameSuggestionsResponseSchema.parse(
      await (await get('/v1/profile/suggestions/alice-1234')).json(),
    )
    expect(taken.suggestions[0]).toEqual({ name: 'alice-1234.portico.id', registered: true })
  })

  it('refuses text that breaks spec §5', async () => {
    expect((await get('/v1/profile/suggestions/ab')).status).toBe(400)
  })
})

describe('identity', () => {
  it('answers the registered name and a generated avatar the gateway serves', async () => {
    const res = await get(`/v1/identity/${alice.toLowerCase()}`, `sender=${alice}`)
    const identity = (await res.json()) as { name: string; avatar: string }
    expect(identity.name).toMatch(/\.portico\.id$/)
    expect(identity.avatar).toBe(`http://127.0.0.1:8787/public/avatar/${alice.toLowerCase()}`)
    const image = await stack.gateway().app.request(new URL(identity.avatar).pathname)
    expect(image.headers.get('content-type')).toContain('image/svg+xml')
    const svg = await image.text()
    expect(svg).toContain('linearGradient')
    const again = await stack.gateway().app.request(new URL(identity.avatar).pathname)
    expect(await again.text()).toBe(svg)
    const other = await stack.gateway().app.request(`/public/avatar/${bob}`)
    expect(await other.text()).not.toBe(svg)
  })

  it('answers the avatar signed with the name when there is one', async () => {
    const grace = anvilAccounts[8]?.address as Address
    const message = JSON.stringify({
      name: 'grace-name.portico.id',
      attributes: { avatar: 'https://images.example.com/grace.png' },
      timestamp: Math.floor(clock.now() / 1000),
    })
    expect((await register({ address: grace, name: '', message })).status).toBe(200)
    expect(await (await get(`/v1/identity/${getAddress(grace)}`)).json()).toEqual({
      name: 'grace-name.portico.id',
      avatar: 'https://images.example.com/grace.png',
    })
  })

  it('answers null for an address without a name', async () => {
    const nobody = anvilAccounts[9]?.address as Address
    expect(await (await get(`/v1/identity/${nobody}`)).json()).toEqual({ name: null, avatar: null })
  })
})
