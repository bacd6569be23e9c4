import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getWalletsResponseSchema } from '@portico/common/schemas/api'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { gatewayConfigSchema } from '../config/gatewayConfigSchema'
import { type RunningGateway, startGateway } from '../startGateway'

const dir = mkdtempSync(join(tmpdir(), 'portico-catalogue-'))
const shipped = JSON.parse(readFileSync(new URL('./wallets.json', import.meta.url), 'utf8')) as {
  version: 1
  wallets: Record<string, unknown>[]
}
const evil = { id: 'evil-wallet', name: 'Evil', chains: ['eip155:1'] }

// A catalogue file (catalogue.path) of the shipped wallets and one more.
const catalogueWith = (extra: Record<string, unknown>) => {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.json`)
  writeFileSync(path, JSON.stringify({ ...shipped, wallets: [...shipped.wallets, extra] }))
  return path
}
const start = (catalogue: Record<string, unknown>) =>
  startGateway(
    gatewayConfigSchema.parse({
      port: 0,
      dbPath: ':memory:',
      indexer: { enabled: false },
      catalogue,
    }),
  )

const running: RunningGateway[] = []
afterAll(async () => {
  for (const gateway of running) await gateway.close()
})

describe('wallet links a catalogue may carry', () => {
  it.each([
    ['mobile_link', 'search-ms:query=invoice&crumb=location:\\\\attacker.example\\share'],
    ['mobile_link', 'intent://scan/#Intent;scheme=zxing;package=com.evil;end'],
    ['desktop_link', 'ms-msdt:/id PCWDiagnostic'],
    ['desktop_link', 'http://127.0.0.1:8545/'],
    ['webapp_link', 'http://localhost:5174'],
    ['webapp_link', 'http://wallet.example'],
    ['mobile_link', 'unknownwallet://wc'],
  ])('refuses a catalogue whose %s is %s', async (field, link) => {
    await expect(start({ path: catalogueWith({ ...evil, [field]: link }) })).rejects.toThrow(
      /Invalid wallet catalogue/,
    )
  })

  it('serves https links and listed wallet app schemes, and the dev stack test wallet', async () => {
    const gateway = await start({
      path: catalogueWith({
        ...evil,
        id: 'good-wallet',
        name: 'Good Wallet',
        mobile_link: 'metamask://wc',
        desktop_link: 'https://good.example/wc',
        webapp_link: 'https://app.good.example',
      }),
      testWalletUrl: 'http://127.0.0.1:15174',
    })
    running.push(gateway)
    const read = async (search: string) => {
      const res = await fetch(`${gateway.url}/getWallets?page=1&entries=4&search=${search}`)
      expect(res.status).toBe(200)
      return getWalletsResponseSchema.parse(await res.json()).data[0]
    }
    expect(await read('Good')).toMatchObject({
      mobile_link: 'metamask://wc',
      desktop_link: 'https://good.example/wc',
      webapp_link: 'https://app.good.example',
    })
    // The kit keeps the test wallet's plain-http web app on a page that runs on this machine.
    vi.stubGlobal('location', new URL('http://127.0.0.1:5173/'))
    try {
      expect(await read('Portico')).toMatchObject({ webapp_link: 'http://127.0.0.1:15174' })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('takes a test wallet on https or loopback only', () => {
    const parse = (testWalletUrl: string) =>
      gatewayConfigSchema.safeParse({ catalogue: { testWalletUrl } }).success
    expect(parse('http://127.0.0.1:5174')).toBe(true)
    expect(parse('https://wallet.example')).toBe(true)
    expect(parse('http://wallet.example')).toBe(false)
  })
})
