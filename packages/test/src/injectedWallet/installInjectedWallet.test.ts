import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../browser/launchBrowser'
import { newPage } from '../browser/newPage'
import { serveHtml } from '../browser/serveHtml'
import { type Anvil, startAnvil } from '../devnet/startAnvil'
import { installInjectedWallet } from './installInjectedWallet'

type Announced = { info: { name: string; rdns: string; uuid: string; icon: string } }

// Page-side helpers: collect EIP-6963 announcements and talk to the first provider found.
const pageScript = `<!doctype html><title>dapp</title><script>
  window.announced = []
  window.events = []
  window.addEventListener('eip6963:announceProvider', (event) => {
    window.announced.push(event.detail)
    const provider = event.detail.provider
    if (window.announced.length === 1) {
      provider.on('chainChanged', (id) => window.events.push(['chainChanged', id]))
      provider.on('accountsChanged', (accounts) => window.events.push(['accountsChanged', accounts]))
    }
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  window.call = (method, params) =>
    window.announced[0].provider.request({ method, params }).then(
      (result) => ({ result }),
      (error) => ({ code: error.code, message: error.message }),
    )
</script>`

describe('installInjectedWallet', () => {
  let browser: Browser
  let devnet: Anvil
  let site: Awaited<ReturnType<typeof serveHtml>>

  beforeAll(async () => {
    ;[browser, devnet, site] = await Promise.all([
      launchBrowser(),
      startAnvil({ chainId: 31337 }),
      serveHtml({ '/': pageScript }),
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await Promise.all([devnet?.stop(), site?.close()])
  })

  it('announces itself with EIP-6963 and serves requests from Node', async () => {
    const { page, blocked, close } = await newPage(browser)
    const wallet = await installInjectedWallet(page, {
      chains: [{ chainId: 31337, rpcUrl: devnet.rpcUrl }, { chainId: 31338 }],
    })
    await page.goto(site.url)
    const announced = await page.evaluate(() =>
      (window as unknown as { announced: Announced[] }).announced.map((entry) => entry.info),
    )
    expect(announced).toHaveLength(1)
    expect(announced[0]).toMatchObject({
      name: 'Portico Test Wallet',
      rdns: 'dev.portico.testwallet',
      uuid: wallet.info.uuid,
    })
    expect(announced[0]?.icon).toMatch(/^data:image\/svg\+xml;base64,/)

    const call = (method: string, params: unknown[] = []) =>
      page.evaluate(
        ([m, p]) =>
          (window as unknown as { call: (m: string, p: unknown[]) => Promise<unknown> }).call(m, p),
        [method, params] as const,
      )
    expect(await call('eth_requestAccounts')).toEqual({ result: [wallet.address] })
    expect(await call('eth_blockNumber')).toEqual({ result: '0x0' })

    wallet.rejectNext()
    expect(await call('personal_sign', ['0x6869', wallet.address])).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await call('wallet_switchEthereumChain', [{ chainId: '0x2a' }])).toMatchObject({
      code: 4902,
    })

    wallet.switchChain(31338)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { events: unknown[] }).events))
      .toEqual([
        ['accountsChanged', [wallet.address]],
        ['chainChanged', '0x7a6a'],
      ])
    expect(blocked).toEqual([])
    await close()
  })

  it('keeps the connection across a reload, like a real wallet', async () => {
    const { page, close } = await newPage(browser)
    const wallet = await installInjectedWallet(page, {
      chains: [{ chainId: 31337, rpcUrl: devnet.rpcUrl }],
    })
    await page.goto(site.url)
    await page.evaluate(() =>
      (window as unknown as { call: (m: string) => Promise<unknown> }).call('eth_requestAccounts'),
    )
    await page.reload()
    expect(
      await page.evaluate(() =>
        (window as unknown as { call: (m: string) => Promise<unknown> }).call('eth_accounts'),
      ),
    ).toEqual({ result: [wallet.address] })
    await close()
  })

  it('lets two different wallets live in one page', async () => {
    const { page, close } = await newPage(browser)
    const chains = [{ chainId: 31337, rpcUrl: devnet.rpcUrl }]
    await installInjectedWallet(page, { chains })
    await installInjectedWallet(page, {
      chains,
      info: { name: 'Second Wallet', rdns: 'dev.portico.second' },
    })
    await page.goto(site.url)
    const names = await page.evaluate(() =>
      (window as unknown as { announced: Announced[] }).announced.map((entry) => entry.info.name),
    )
    expect(names.sort()).toEqual(['Portico Test Wallet', 'Second Wallet'])
    await close()
  })
})
