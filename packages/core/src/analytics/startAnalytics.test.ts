import { DEVNET_CHAINS } from '@portico/common'
import type { AnalyticsEvent } from '@portico/common/schemas/api'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createGatewayFetch } from '../api/testing/createGatewayFetch'
import { createGatewayPortico } from '../queries/testing/createGatewayPortico'
import type { PorticoOptions } from '../types/PorticoOptions'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let gateway: ReturnType<typeof createGatewayFetch>
let pageHide: Set<() => void>
let beacons: { url: string; body: string }[]

// A browser page for the kit: its location (with a query that must not be sent), `pagehide`,
// and a beacon that delivers to the in-process gateway.
beforeEach(() => {
  gateway = createGatewayFetch({
    projects: [{ projectId: 'demo' }, { projectId: 'quiet', analyticsEnabled: false }],
  })
  pageHide = new Set()
  beacons = []
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'pagehide') pageHide.add(listener)
    },
    removeEventListener: (_type: string, listener: () => void) => pageHide.delete(listener),
  })
  vi.stubGlobal('navigator', {
    sendBeacon(url: string, body: string) {
      beacons.push({ url, body })
      void gateway.fetch(url, { method: 'POST', body })
      return true
    },
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

// The page as a browser reads it from https://shop.example.com/checkout?session=secret#top:
// its query and fragment are never part of what the kit reads.
const SHOP_PAGE = {
  origin: 'https://shop.example.com',
  host: 'shop.example.com',
  hostname: 'shop.example.com',
  pathname: '/checkout',
}

/** A visit: open the modal, connect the wallet, switch network, then the page hides. */
async function visit(options: Partial<PorticoOptions> = {}) {
  const { portico, fake } = createGatewayPortico(gateway.fetch, {
    address: ADDRESS,
    environment: { location: SHOP_PAGE },
    ...options,
  })
  await portico.open()
  await portico.connect({ connectorId: 'injected' })
  await portico.switchNetwork(DEVNET_CHAINS.devnetB)
  return { portico, fake }
}
const configAsked = () => gateway.requests.some((r) => r.url.pathname === '/getAnalyticsConfig')
const hide = () => {
  for (const listener of pageHide) listener()
}
const names = (events: AnalyticsEvent[]) => events.map((e) => e.props?.event)

describe('analytics of a visit', () => {
  it('sends the visit as one beacon to /batch when the page hides, without the address', async () => {
    const { portico } = await visit()
    await vi.waitFor(() => expect(pageHide.size).toBe(1))
    // The beacon goes only once the project's switch has said yes (the same cached query).
    await portico.api.checkProjectConfig()
    hide()
    expect(beacons).toHaveLength(1)
    const url = new URL(beacons[0]?.url ?? '')
    expect(url.pathname).toBe('/batch')
    expect(url.searchParams.get('projectId')).toBe('demo')
    expect(url.searchParams.get('st')).not.toBeNull()
    expect(names(gateway.events)).toEqual([
      'MODAL_OPEN',
      'CONNECT_STARTED',
      'CONNECT_SUCCESS',
      'MODAL_CLOSE',
      'SWITCH_NETWORK',
    ])
    const [first] = gateway.events
    expect(first).toMatchObject({
      url: 'https://shop.example.com/checkout',
      domain: 'shop.example.com',
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
    expect(typeof first?.eventId).toBe('string')
    expect(typeof first?.timestamp).toBe('number')
    const connected = gateway.events.find((e) => e.props?.event === 'CONNECT_SUCCESS')
    expect(connected?.props?.properties).toMatchObject({
      connectorId: 'injected',
      connectorType: 'INJECTED',
      namespace: 'eip155',
    })
    expect(beacons[0]?.body.toLowerCase()).not.toContain(ADDRESS.slice(2).toLowerCase())
    expect(beacons[0]?.body).not.toContain('secret')
  })

  it('a failed connect goes to POST /e as an error, with its connector type', async () => {
    const { portico, fake } = createGatewayPortico(gateway.fetch, {
      address: ADDRESS,
      environment: { location: SHOP_PAGE },
    })
    fake.nextConnectError = new Error(`wallet ${ADDRESS} refused`)
    await expect(portico.connect({ connectorId: 'injected' })).rejects.toThrow()
    await vi.waitFor(() => expect(gateway.events).toHaveLength(1))
    const sent = gateway.requests.find((r) => r.url.pathname === '/e')
    expect(sent).toBeDefined()
    expect(gateway.events[0]?.props).toMatchObject({
      type: 'error',
      event: 'CONNECT_ERROR',
      errorType: 'CONNECT_ERROR',
      errorMessage: 'wallet [redacted] refused',
      properties: { connectorType: 'INJECTED' },
    })
  })

  it('features.analytics false: no event, no switch asked, nothing on pagehide', async () => {
    await visit({ features: { analytics: false } })
    hide()
    expect(pageHide.size).toBe(0)
    expect(beacons).toEqual([])
    expect(configAsked()).toBe(false)
    expect(gateway.events).toEqual([])
  })

  it("the project's remote switch off: nothing leaves, by batch, beacon or /e", async () => {
    const { portico, fake } = await visit({ projectId: 'quiet' })
    await vi.waitFor(() => expect(configAsked()).toBe(true))
    await portico.api.checkProjectConfig()
    expect(portico.stores.options.getState().options.features.analytics).toBe(false)
    hide()
    fake.nextConnectError = new Error('nope')
    await portico.disconnect()
    await expect(portico.connect({ connectorId: 'injected' })).rejects.toThrow()
    await portico.api.checkProjectConfig()
    hide()
    expect(beacons).toEqual([])
    expect(gateway.events).toEqual([])
    expect(
      gateway.requests.filter((r) => r.url.pathname === '/batch' || r.url.pathname === '/e'),
    ).toEqual([])
  })
})
