import { ALERTS } from '@portico/common'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FetchLike } from '../api/ApiTransport'
import { createGatewayFetch } from '../api/testing/createGatewayFetch'
import type { PorticoOptions } from '../types/PorticoOptions'
import { CONFIG_ALERTS } from './configAlerts'
import { createGatewayPortico } from './testing/createGatewayPortico'

const SHOP = 'https://shop.example.com'
const EVIL = 'https://evil.example'
let gateway: ReturnType<typeof createGatewayFetch>
let fromEvil: ReturnType<typeof createGatewayFetch>

beforeAll(async () => {
  const config = {
    projects: [
      { projectId: 'demo', allowedOrigins: [SHOP] },
      { projectId: 'quiet', allowedOrigins: [SHOP], analyticsEnabled: false },
    ],
  }
  gateway = createGatewayFetch(config)
  // The same gateway as a browser on another origin reaches it: the Origin header is sent.
  fromEvil = createGatewayFetch(config, { origin: EVIL })
})

const noLogin = { features: { email: false, socials: false } } as const
const instance = (fetch: FetchLike, options: Partial<PorticoOptions> = {}) =>
  createGatewayPortico(fetch, options).portico
const alertOf = (portico: ReturnType<typeof instance>) => {
  const { open, alert } = portico.stores.alert.getState()
  return open ? alert?.shortMessage : undefined
}

describe('project checks at start', () => {
  it('without a project id: "Project ID Not Configured" and no request', async () => {
    const { portico } = createGatewayPortico(gateway.fetch)
    const bare = instance(gateway.fetch, { projectId: '' })
    const before = gateway.requests.length
    await bare.api.checkProjectConfig(SHOP)
    expect(alertOf(bare)).toBe(ALERTS.PROJECT_ID_NOT_CONFIGURED.shortMessage)
    expect(gateway.requests.length).toBe(before)
    await portico.api.checkProjectConfig(SHOP)
    expect(alertOf(portico)).toBeUndefined()
  })

  it('an invalid project id: the 403 "Unauthorized: invalid key" shows "Invalid Project ID"', async () => {
    const portico = instance(gateway.fetch, { projectId: 'nope', ...noLogin })
    await portico.api.checkProjectConfig(SHOP)
    expect(alertOf(portico)).toBe(ALERTS.INVALID_PROJECT_ID.shortMessage)
    expect(gateway.requests.some((r) => r.url.pathname === '/projects/v1/origins')).toBe(true)
  })

  it('email or socials on and the page origin not allowed: "Invalid App Configuration"', async () => {
    const emailOnly = instance(gateway.fetch, { features: { email: true, socials: false } })
    await emailOnly.api.checkProjectConfig(EVIL)
    expect(alertOf(emailOnly)).toBe(ALERTS.INVALID_APP_CONFIGURATION.shortMessage)

    const socialsOnly = instance(gateway.fetch, { features: { email: false, socials: ['github'] } })
    await socialsOnly.api.checkProjectConfig(EVIL)
    expect(alertOf(socialsOnly)).toBe(ALERTS.INVALID_APP_CONFIGURATION.shortMessage)
  })

  it('an allowed origin, localhost, or no email and socials: no alert', async () => {
    for (const origin of [SHOP, 'http://localhost:5173', 'http://127.0.0.1:5173']) {
      const portico = instance(gateway.fetch)
      await portico.api.checkProjectConfig(origin)
      expect(alertOf(portico)).toBeUndefined()
    }
    const portico = instance(gateway.fetch, noLogin)
    await portico.api.checkProjectConfig(EVIL)
    expect(alertOf(portico)).toBeUndefined()
  })

  it('copies the analytics switch; a failure turns analytics off', async () => {
    const on = instance(gateway.fetch)
    await on.api.checkProjectConfig(SHOP)
    expect(on.stores.options.getState().options.features.analytics).toBe(true)

    const quiet = instance(gateway.fetch, { projectId: 'quiet' })
    await quiet.api.checkProjectConfig(SHOP)
    expect(quiet.stores.options.getState().options.features.analytics).toBe(false)

    const offline = instance(async () => {
      throw new TypeError('fetch failed')
    })
    await offline.api.checkProjectConfig(SHOP)
    expect(offline.stores.options.getState().options.features.analytics).toBe(false)
    expect(alertOf(offline)).toBeUndefined()
  })

  it('does not ask for the analytics switch when analytics is off locally', async () => {
    const portico = instance(gateway.fetch, { features: { analytics: false } })
    await portico.api.checkProjectConfig(SHOP)
    expect(gateway.requests.at(-1)?.url.pathname).toBe('/projects/v1/origins')
  })

  it('an analytics 403 shows "Invalid App Configuration" once', async () => {
    const portico = instance(fromEvil.fetch, noLogin)
    await portico.api.checkProjectConfig(EVIL)
    expect(alertOf(portico)).toBe(ALERTS.INVALID_APP_CONFIGURATION.shortMessage)
    expect(portico.stores.options.getState().options.features.analytics).toBe(false)
    portico.stores.alert.getState().close()
    portico.stores.options.getState().setFeatures({ analytics: true })
    await portico.api.checkProjectConfig(EVIL)
    expect(alertOf(portico)).toBeUndefined()
  })

  it('origins answering 429 or 5xx: their alerts, and the origin check passes', async () => {
    for (const [status, alert] of [
      [429, CONFIG_ALERTS.RATE_LIMITED],
      [503, CONFIG_ALERTS.SERVER_ERROR],
    ] as const) {
      const portico = instance(async (url, init) =>
        url.includes('/projects/v1/origins')
          ? new Response('{"code":"X","message":"busy"}', { status })
          : gateway.fetch(url, init),
      )
      await portico.api.checkProjectConfig(EVIL)
      expect(alertOf(portico)).toBe(alert.shortMessage)
    }
  })

  it('start runs the checks and the prefetches once', async () => {
    const portico = instance(gateway.fetch, { featuredWalletIds: ['rainbow'] })
    const before = gateway.requests.length
    await Promise.all([portico.api.start(SHOP), portico.api.start(SHOP)])
    const paths = gateway.requests.slice(before).map((r) => r.url.pathname)
    expect(paths.filter((p) => p === '/projects/v1/origins')).toHaveLength(1)
    expect(paths.filter((p) => p === '/getAnalyticsConfig')).toHaveLength(1)
    expect(paths.filter((p) => p === '/getWallets')).toHaveLength(2)
    expect(portico.stores.wallets.getState().featured.map((w) => w.id)).toEqual(['rainbow'])
  })
})
