import { createServer } from 'node:net'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FetchLike } from '../api/ApiTransport'
import { createGatewayFetch, GATEWAY_TEST_URL } from '../api/testing/createGatewayFetch'
import { createTestPortico } from '../testing/createTestPortico'
import type { Portico } from '../types/Portico'
import type { PorticoOptions } from '../types/PorticoOptions'

const SHOP = 'https://shop.example.com'
const EVIL = 'https://evil.example'
const config = { projects: [{ projectId: 'demo', allowedOrigins: [SHOP] }] }
let gateway: ReturnType<typeof createGatewayFetch>
let fromEvil: ReturnType<typeof createGatewayFetch>
let closedUrl: string

/** A port that was just free: nothing listens there, so connecting is refused. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

beforeAll(async () => {
  gateway = createGatewayFetch(config)
  // The same gateway as a browser on another origin reaches it: the Origin header is sent.
  fromEvil = createGatewayFetch(config, { origin: EVIL })
  closedUrl = `http://127.0.0.1:${await closedPort()}`
})
afterEach(() => {
  vi.unstubAllEnvs()
})

function createLogger() {
  const lines: { level: 'warn' | 'error'; message: string; details: unknown[] }[] = []
  return {
    lines,
    logger: {
      warn: (message: string, ...details: unknown[]) =>
        void lines.push({ level: 'warn', message, details }),
      error: (message: string, ...details: unknown[]) =>
        void lines.push({ level: 'error', message, details }),
    },
    /** The diagnostic messages, prefixed '[Portico]'. */
    said: () => lines.filter((line) => line.message.startsWith('[Portico]')),
  }
}

const quiet = { features: { analytics: false } } as const

/** A client of the gateway at GATEWAY_TEST_URL through `fetch`, or over HTTP without one. */
function client(options: Partial<PorticoOptions> = {}) {
  const log = createLogger()
  const { portico } = createTestPortico({
    apiUrl: GATEWAY_TEST_URL,
    logger: log.logger,
    ...options,
  })
  return { portico, ...log }
}

// The page the refused requests come from, given to the client rather than read from a browser.
const evilPage = {
  origin: EVIL,
  host: new URL(EVIL).host,
  hostname: new URL(EVIL).hostname,
  pathname: '/',
}

const demo = (fetch: FetchLike, options: Partial<PorticoOptions> = {}) =>
  client({ projectId: 'demo', fetch, ...options })

/** Every request the kit makes on its own or for the modal's wallet lists, twice. */
async function failRepeatedly(portico: Portico) {
  await portico.api.start()
  await portico.api.checkProjectConfig()
  await portico.api.fetchWalletsPage(1)
  await portico.api.fetchWalletsPage(1)
  await portico.api.searchWallets('rain')
  await portico.api.fetchRecommendedWallets()
}

describe('a missing project id', () => {
  it('is said once, when the client is made, with how to pass it', async () => {
    const { portico, said, lines } = client({ fetch: gateway.fetch })
    expect(said()).toHaveLength(1)
    expect(said()[0]?.level).toBe('error')
    expect(said()[0]?.message).toContain('projectId is missing')
    expect(said()[0]?.message).toContain(`the gateway at ${GATEWAY_TEST_URL} (apiUrl)`)
    expect(said()[0]?.message).toContain("createPortico({ projectId: 'portico-demo'")
    expect(said()[0]?.message).toContain('`npm start`')
    // The gateway then refuses the wallet lists with 'invalid key': nothing more is said.
    await failRepeatedly(portico)
    expect(gateway.requests.some((r) => r.url.pathname === '/getWallets')).toBe(true)
    expect(lines).toHaveLength(1)
  })

  it('is said by each client made without one', () => {
    const first = client({ fetch: gateway.fetch, projectId: '' })
    const second = client({ fetch: gateway.fetch, projectId: '' })
    expect(first.said()).toHaveLength(1)
    expect(second.said()).toHaveLength(1)
  })
})

describe('a project id the gateway refuses', () => {
  it("names the project id and apiUrl once, however many requests get 'invalid key'", async () => {
    const { portico, lines } = demo(gateway.fetch, { projectId: 'nope', ...quiet })
    expect(lines).toEqual([])
    await failRepeatedly(portico)
    expect(lines).toHaveLength(1)
    expect(lines[0]?.level).toBe('error')
    expect(lines[0]?.message).toBe(
      `[Portico] The gateway at ${GATEWAY_TEST_URL} (apiUrl) refused projectId 'nope' with 403 ` +
        "'Unauthorized: invalid key'. Pass a projectId that the gateway config lists " +
        "('portico-demo' with the dev stack from `npm start`), or set apiUrl to the gateway " +
        "that lists 'nope'.",
    )
  })

  it('names catalogueUrl when the catalogue is the host that refused', async () => {
    const mixed: FetchLike = (url, init) =>
      gateway.fetch(url.replace('http://catalogue.test', GATEWAY_TEST_URL), init)
    const { portico, said } = demo(mixed, {
      projectId: 'nope',
      catalogueUrl: 'http://catalogue.test',
      ...quiet,
    })
    await portico.api.fetchWalletsPage(1)
    expect(said()).toHaveLength(1)
    expect(said()[0]?.message).toContain('The gateway at http://catalogue.test (catalogueUrl)')
  })
})

describe('a page origin the gateway refuses', () => {
  it('names the origin and the allowedOrigins entry to add, once', async () => {
    const { portico, lines } = demo(fromEvil.fetch, { environment: { location: evilPage } })
    await failRepeatedly(portico)
    expect(lines).toHaveLength(1)
    expect(lines[0]?.level).toBe('error')
    expect(lines[0]?.message).toBe(
      `[Portico] The gateway at ${GATEWAY_TEST_URL} (apiUrl) refused requests from the origin ` +
        `${EVIL} with 403 'Unauthorized: origin not allowed'. Add '${EVIL}' to allowedOrigins ` +
        "of project 'demo' in the gateway config.",
    )
  })

  it("says 'this page's origin' where there is no page", async () => {
    const { portico, said } = demo(fromEvil.fetch, quiet)
    await portico.api.fetchWalletsPage(1)
    expect(said()).toHaveLength(1)
    expect(said()[0]?.message).toContain("Add this page's origin to allowedOrigins")
  })
})

describe('an unreachable gateway', () => {
  it('names apiUrl and its value and how to start the gateway, once', async () => {
    const { portico, lines } = client({ projectId: 'demo', apiUrl: closedUrl })
    await failRepeatedly(portico)
    expect(lines).toHaveLength(1)
    expect(lines[0]?.level).toBe('error')
    const { message } = lines[0] ?? { message: '' }
    expect(message).toMatch(/^\[Portico\] Could not reach the gateway/)
    expect(message).toContain(`apiUrl is ${closedUrl}`)
    expect(message).toContain('`npm start` in the Portico repo')
    expect(message).toContain('`npm run gateway`')
  })
})

describe('features this build does not have', () => {
  const embeddedWallet = () => Promise.reject(new Error('not loaded in this test'))

  it('says nothing when the app turns on every flag: each has its feature, pay included', async () => {
    const { portico, said } = demo(gateway.fetch, {
      embeddedWallet,
      features: {
        pay: true,
        analytics: true,
        swaps: true,
        email: true,
        smartSessions: true,
        socials: ['github'],
        send: true,
        receive: true,
        history: true,
        onramp: true,
        legalCheckbox: true,
        collapseWallets: true,
        allWallets: true,
        emailShowWallets: true,
      },
    })
    await failRepeatedly(portico)
    expect(said()).toEqual([])
  })

  it('says when email or social login is on without the embedded wallet they run in', () => {
    const { said } = demo(gateway.fetch, { features: { email: true, socials: ['github'] } })
    expect(said()).toEqual([
      {
        level: 'warn',
        details: [],
        message:
          '[Portico] features.email, features.socials are on, but email and social logins run ' +
          'in the embedded wallet, which this client was not given: the Connect view will not ' +
          "offer them. Pass embeddedWallet: () => import('@portico/embedded-wallet') to createPortico.",
      },
    ])
    expect(demo(gateway.fetch, { embeddedWallet, features: { email: true } }).said()).toEqual([])
  })

  it('says nothing about defaults the app left alone, or flags it turned off', () => {
    expect(demo(gateway.fetch).said()).toEqual([])
    const off = demo(gateway.fetch, {
      features: { swaps: false, email: false, socials: [], pay: false },
    })
    expect(off.said()).toEqual([])
  })
})

describe('other failures', () => {
  it('are logged as before, each time', async () => {
    const busy: FetchLike = async () =>
      new Response('{"code":"X","message":"busy"}', { status: 503 })
    const { portico, lines } = demo(busy, quiet)
    await portico.api.fetchWalletsPage(1)
    await portico.api.fetchWalletsPage(1)
    expect(lines.map((line) => line.message)).toEqual([
      'Portico: wallet page 1 failed to load',
      'Portico: wallet page 1 failed to load',
    ])
  })
})

describe('production builds', () => {
  it('say nothing of the above', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const clients = [
      client({ fetch: gateway.fetch }),
      demo(gateway.fetch, { projectId: 'nope' }),
      demo(fromEvil.fetch, { environment: { location: evilPage } }),
      client({ projectId: 'demo', apiUrl: closedUrl }),
      demo(gateway.fetch, { features: { pay: true, email: true } }),
    ]
    for (const { portico } of clients) await failRepeatedly(portico)
    for (const { said, portico, logger } of clients) {
      expect(said()).toEqual([])
      expect(portico.options.logger).toBe(logger)
    }
  })
})
