// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Anvil, startAnvil } from '../devnet/startAnvil'
import { anvilAccounts } from '../devnet/testAccounts'
import { browserWalletStorageKey } from './browserWalletSettings'
import { type BrowserWallet, installBrowserWallet } from './installBrowserWallet'

type Eip1193 = { request: (args: { method: string; params?: unknown[] }) => Promise<unknown> }
type Announcement = { info: { name: string; rdns: string }; provider: Eip1193 }

function discover(): Announcement[] {
  const found: Announcement[] = []
  const listener = (event: Event) => found.push((event as CustomEvent<Announcement>).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  window.removeEventListener('eip6963:announceProvider', listener)
  return found
}

const panel = () => document.getElementById('portico-test-wallet')?.shadowRoot
const button = (name: string) =>
  [...(panel()?.querySelectorAll('button') ?? [])].find((node) => node.textContent === name)

describe('installBrowserWallet', () => {
  let devnet: Anvil
  let installed: BrowserWallet | undefined

  beforeAll(async () => {
    devnet = await startAnvil({ chainId: 31337 })
  })
  afterAll(() => devnet?.stop())
  afterEach(() => {
    installed?.uninstall()
    installed = undefined
    localStorage.clear()
  })

  it('announces itself and asks before connecting, showing a badge', async () => {
    installed = installBrowserWallet({ rpcUrls: { 31337: devnet.rpcUrl } })
    const [wallet] = discover().filter((entry) => entry.info.rdns === 'dev.portico.testwallet')
    expect(wallet?.info.name).toBe('Portico Test Wallet')
    expect(panel()?.textContent).toContain('not connected · chain 31337')

    const accounts = wallet!.provider.request({ method: 'eth_requestAccounts' })
    await expect.poll(() => panel()?.querySelector('h2')?.textContent).toBe('Connect to this site')
    button('Approve')?.click()
    expect(await accounts).toEqual([anvilAccounts[0]!.address])
    expect(panel()?.textContent).toContain('0xf39F…2266 · chain 31337')
    expect(await wallet!.provider.request({ method: 'eth_blockNumber' })).toBe('0x0')
  })

  it('answers 4001 when the user rejects', async () => {
    installed = installBrowserWallet({ rpcUrls: { 31337: devnet.rpcUrl } })
    const [wallet] = discover().filter((entry) => entry.info.rdns === 'dev.portico.testwallet')
    const accounts = wallet!.provider.request({ method: 'eth_requestAccounts' })
    await expect
      .poll(() => button('Reject')?.closest('[role="dialog"]')?.hasAttribute('hidden'))
      .toBe(false)
    button('Reject')?.click()
    await expect(accounts).rejects.toMatchObject({ code: 4001 })
  })

  it('remembers the connection and network across reloads', async () => {
    installed = installBrowserWallet({
      rpcUrls: { 31337: devnet.rpcUrl, 31338: devnet.rpcUrl },
      autoApprove: true,
    })
    const [first] = discover().filter((entry) => entry.info.rdns === 'dev.portico.testwallet')
    await first!.provider.request({ method: 'eth_requestAccounts' })
    await first!.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(JSON.parse(localStorage.getItem(browserWalletStorageKey) ?? '{}')).toMatchObject({
      authorized: true,
      chainId: 31338,
    })
    installed.uninstall()

    installed = installBrowserWallet({ rpcUrls: { 31337: devnet.rpcUrl, 31338: devnet.rpcUrl } })
    expect(installed.wallet.authorized).toBe(true)
    expect(installed.wallet.chainId).toBe(31338)
  })
})
