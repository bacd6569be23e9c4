import { beforeAll, describe, expect, it } from 'vitest'
import { ApiHttpError } from './apiErrors'
import { createCatalogueApiClient } from './createCatalogueApiClient'
import { createGatewayFetch, GATEWAY_TEST_URL } from './testing/createGatewayFetch'

let gateway: ReturnType<typeof createGatewayFetch>

beforeAll(async () => {
  gateway = createGatewayFetch({
    projects: [{ projectId: 'demo', allowedOrigins: ['https://*.example.com'] }],
  })
})

const client = (projectId = 'demo') =>
  createCatalogueApiClient({
    baseUrl: `${GATEWAY_TEST_URL}/`,
    projectId,
    sdkType: 'portico',
    sdkVersion: 'react-0.1.0',
    fetch: gateway.fetch,
  })
const lastUrl = () => gateway.requests.at(-1)?.url

describe('catalogue client against the gateway fixture', () => {
  it('starts every query with projectId, st and sv, then the call parameters', async () => {
    const { data, count } = await client().getWallets({
      page: 1,
      entries: 4,
      search: 'rain',
      chains: ['eip155:1', 'eip155:10'],
      exclude: ['metamask'],
      include: undefined,
    })
    expect(data[0]?.name).toBe('Rainbow')
    expect(count).toBeGreaterThanOrEqual(1)
    const url = lastUrl()
    expect(url?.pathname).toBe('/getWallets')
    expect([...(url?.searchParams.keys() ?? [])]).toEqual([
      'projectId',
      'st',
      'sv',
      'page',
      'entries',
      'search',
      'exclude',
      'chains',
    ])
    expect(url?.searchParams.get('chains')).toBe('eip155:1,eip155:10')
    expect(url?.searchParams.get('st')).toBe('portico')
    expect(url?.searchParams.get('sv')).toBe('react-0.1.0')
  })

  it('pages, includes and excludes as the catalogue does', async () => {
    const first = await client().getWallets({ page: 1, entries: 40 })
    const second = await client().getWallets({ page: 2, entries: 40 })
    expect(first.data).toHaveLength(40)
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id)
    const only = await client().getWallets({
      page: 1,
      entries: 2,
      include: ['rainbow', 'metamask'],
    })
    expect(only.data.map((w) => w.id).sort()).toEqual(['metamask', 'rainbow'])
    expect(only.count).toBe(2)
  })

  it('builds image URLs the gateway serves as images', async () => {
    const url = client().walletImageUrl('metamask')
    expect(url).toBe(
      `${GATEWAY_TEST_URL}/getWalletImage/metamask?projectId=demo&st=portico&sv=react-0.1.0`,
    )
    const blob = await client().fetchImage(url)
    expect(blob.type).toMatch(/^image\//)
    expect(blob.size).toBeGreaterThan(0)
    expect(new URL(client().assetImageUrl('eip155:1')).pathname).toBe(
      '/public/getAssetImage/eip155%3A1',
    )
    expect(new URL(client().tokenImageUrl('ETH')).pathname).toBe('/public/getTokenImage/ETH')
    expect(new URL(client().currencyImageUrl('USD')).pathname).toBe('/public/getCurrencyImage/USD')
  })

  it('reads the allowed origins and the analytics switch', async () => {
    expect(await client().getAllowedOrigins()).toEqual({
      allowedOrigins: ['https://*.example.com'],
    })
    expect(lastUrl()?.pathname).toBe('/projects/v1/origins')
    expect(await client().getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })
  })

  it('posts analytics events to /e with projectId, st and sv in the query', async () => {
    await client().sendAnalyticsEvent({
      eventId: 'e-1',
      url: 'https://shop.example.com/',
      domain: 'shop.example.com',
      timestamp: 1,
      props: { type: 'error', event: 'ERROR', errorMessage: 'boom' },
    })
    const request = gateway.requests.at(-1)
    expect(request?.init.method).toBe('POST')
    expect(request?.url.pathname).toBe('/e')
    expect([...(request?.url.searchParams.keys() ?? [])]).toEqual(['projectId', 'st', 'sv'])
    expect(gateway.events.map((event) => event.eventId)).toContain('e-1')
  })

  it("surfaces the gateway's 403 for an unknown project id", async () => {
    const error = await client('nope')
      .getWallets({ page: 1, entries: 1 })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiHttpError)
    expect(error).toMatchObject({ status: 403, serverMessage: 'Unauthorized: invalid key' })
  })

  it('falls back to portico and a fixed version for st and sv', async () => {
    const bare = createCatalogueApiClient({ baseUrl: GATEWAY_TEST_URL, fetch: gateway.fetch })
    expect(bare.walletImageUrl('x')).toBe(
      `${GATEWAY_TEST_URL}/getWalletImage/x?st=portico&sv=core-0.1.0`,
    )
    // An empty identity is no identity.
    const empty = createCatalogueApiClient({
      baseUrl: GATEWAY_TEST_URL,
      sdkType: '',
      sdkVersion: '',
    })
    expect(empty.walletImageUrl('x')).toBe(bare.walletImageUrl('x'))
  })
})
