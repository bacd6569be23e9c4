import { beforeAll, describe, expect, it } from 'vitest'
import { ApiHttpError } from './apiErrors'
import { createBlockchainApiClient } from './createBlockchainApiClient'
import { createGatewayFetch, GATEWAY_TEST_URL } from './testing/createGatewayFetch'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let gateway: ReturnType<typeof createGatewayFetch>

beforeAll(async () => {
  gateway = createGatewayFetch({
    // Nothing listens on port 9: the chain is listed but its RPC is down.
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9/' }],
    projects: [{ projectId: 'demo' }],
    priceSource: { kind: 'static', prices: { ETH: 2000 } },
  })
})

const client = (overrides: { sdkType?: string; sdkVersion?: string } = {}) =>
  createBlockchainApiClient({
    baseUrl: GATEWAY_TEST_URL,
    projectId: 'demo',
    sdkType: 'portico',
    sdkVersion: 'react-0.1.0',
    fetch: gateway.fetch,
    ...overrides,
  })
const since = (start: number) => gateway.requests.slice(start).map((r) => r.url)

describe('blockchain client against the gateway fixture', () => {
  it('reads the supported chains with st, sv and projectId', async () => {
    const start = gateway.requests.length
    expect(await client().getSupportedChains()).toEqual({ http: ['eip155:31337'], ws: [] })
    const [url] = since(start)
    expect(url?.pathname).toBe('/v1/supported-chains')
    expect(url?.search).toBe('?st=portico&sv=react-0.1.0&projectId=demo')
  })

  it('sends unknown for an unset SDK type and version', async () => {
    const start = gateway.requests.length
    await client({ sdkType: '', sdkVersion: '' }).getSupportedChains()
    expect(since(start)[0]?.search).toBe('?st=unknown&sv=unknown&projectId=demo')
  })

  it('appends the SDK parameters after the call parameters', async () => {
    const api = client()
    const start = gateway.requests.length
    const page = await api
      .getHistory({ address: alice, chainId: 'eip155:31337', cursor: 'abc' })
      .catch((e: unknown) => e)
    // 'abc' is not a cursor the gateway issued: a typed 400, not a crash.
    expect(page).toBeInstanceOf(ApiHttpError)
    const history = since(start).find((u) => u.pathname.endsWith('/history'))
    expect(history?.pathname).toBe(`/v1/account/${alice}/history`)
    expect([...(history?.searchParams.keys() ?? [])]).toEqual([
      'cursor',
      'chainId',
      'st',
      'sv',
      'projectId',
    ])
  })

  it('reads a first history page without a cursor', async () => {
    const api = client()
    const start = gateway.requests.length
    expect(await api.getHistory({ address: alice, chainId: 'eip155:31337' })).toEqual({
      data: [],
      next: undefined,
    })
    const history = since(start).find((u) => u.pathname.endsWith('/history'))
    expect(history?.searchParams.has('cursor')).toBe(false)
  })

  it('asks for usd balances and passes forceUpdate only when forced', async () => {
    const api = client()
    const start = gateway.requests.length
    const error = await api
      .getBalance({ address: alice, chainId: 'eip155:31337', forceUpdate: true })
      .catch((e: unknown) => e)
    // The chain's RPC is down: the gateway answers 503, the client a typed error with the body.
    expect(error).toBeInstanceOf(ApiHttpError)
    expect(error).toMatchObject({ status: 503, body: { code: 'UPSTREAM_UNAVAILABLE' } })
    const balance = since(start).find((u) => u.pathname.endsWith('/balance'))
    expect(balance?.search).toBe(
      '?currency=usd&chainId=eip155%3A31337&forceUpdate=true&st=portico&sv=react-0.1.0&projectId=demo',
    )
    await api.getBalance({ address: alice, chainId: 'eip155:31337' }).catch(() => undefined)
    expect(gateway.requests.at(-1)?.url.searchParams.has('forceUpdate')).toBe(false)
  })

  it('gates calls on networks the gateway does not support: empty results, no request', async () => {
    const api = client()
    const start = gateway.requests.length
    expect(await api.isNetworkSupported('eip155:1')).toBe(false)
    expect(await api.isNetworkSupported('eip155:31337')).toBe(true)
    expect(await api.getBalance({ address: alice, chainId: 'eip155:1' })).toEqual({ balances: [] })
    expect(await api.getHistory({ address: alice, chainId: 'eip155:1' })).toEqual({
      data: [],
      next: undefined,
    })
    expect(await api.getNfts({ address: alice, chainId: 'eip155:1' })).toEqual({
      data: [],
      next: null,
    })
    expect(
      await api.getFungiblePrice({
        chainId: 'eip155:1',
        addresses: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
      }),
    ).toEqual({ fungibles: [] })
    // Only the gate's own list request, once.
    expect(since(start).map((u) => u.pathname)).toEqual(['/v1/supported-chains'])
  })

  it('does not gate identity', async () => {
    const api = client()
    const start = gateway.requests.length
    expect(await api.getIdentity({ address: alice, sender: alice })).toEqual({
      name: null,
      avatar: null,
    })
    const urls = since(start)
    expect(urls.map((u) => u.pathname)).toEqual([`/v1/identity/${alice}`])
    expect(urls[0]?.searchParams.get('sender')).toBe(alice)
    await api.getIdentity({ address: alice })
    expect(gateway.requests.at(-1)?.url.searchParams.has('sender')).toBe(false)
  })

  it('posts price requests as JSON with projectId in the body and no SDK query', async () => {
    const api = client()
    const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
    const { fungibles } = await api.getFungiblePrice({
      chainId: 'eip155:31337',
      addresses: [native],
    })
    expect(fungibles).toEqual([
      expect.objectContaining({ symbol: 'ETH', price: 2000, address: native }),
    ])
    const post = gateway.requests.at(-1)
    expect(post?.url.pathname).toBe('/v1/fungible/price')
    expect(post?.url.search).toBe('')
    expect(JSON.parse(String(post?.init.body))).toEqual({
      currency: 'usd',
      addresses: [native],
      projectId: 'demo',
    })
  })
})
