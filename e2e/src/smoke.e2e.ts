import { rpcRequest } from '@portico/test'
import { describe, expect, inject, it } from 'vitest'
import { isLocalUrl } from './setup/isLocalUrl'
import { openDemo } from './setup/openDemo'
import { useBrowser } from './setup/useBrowser'

type Announcement = { info: { name: string; rdns: string; uuid: string } }

describe('smoke: the stack and the demo', () => {
  const browser = useBrowser()
  const stack = inject('stack')

  it('serves both devnets with the test tokens deployed', async () => {
    expect(stack.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    for (const chain of stack.chains) {
      expect(Number(await rpcRequest(chain.rpcUrl, 'eth_chainId'))).toBe(chain.chainId)
      for (const token of [chain.tokens.erc20, chain.tokens.tetherStyle]) {
        const code = await rpcRequest(chain.rpcUrl, 'eth_getCode', [token.address, 'latest'])
        expect(String(code).length, `${token.symbol} on ${chain.chainId}`).toBeGreaterThan(2)
      }
    }
  })

  it('runs the gateway and the relay when they are built', async () => {
    if (stack.urls.gateway) {
      const response = await fetch(new URL('/health', stack.urls.gateway))
      expect(response.status).toBeLessThan(500)
    }
    if (stack.urls.relay) {
      const response = await fetch(new URL('/health', stack.urls.relay.replace(/^ws/, 'http')))
      expect(response.status).toBe(200)
    }
    expect(Object.keys(stack.urls)).toContain('demo')
  })

  it('loads the demo page with the injected test wallet, talking only to 127.0.0.1', async () => {
    const { page, wallet, blocked, requests, errors, close } = await openDemo(browser())
    try {
      await expect(page).toBeDefined()
      expect(await page.title()).toBe('Portico Demo')
      await page.waitForFunction(
        () => (document.getElementById('root')?.childElementCount ?? 0) > 0,
      )

      const announced = await page.evaluate(() => {
        const found: Announcement[] = []
        const listener = (event: Event) => found.push((event as CustomEvent<Announcement>).detail)
        window.addEventListener('eip6963:announceProvider', listener)
        window.dispatchEvent(new Event('eip6963:requestProvider'))
        window.removeEventListener('eip6963:announceProvider', listener)
        return found.map((entry) => entry.info)
      })
      expect(announced).toContainEqual(
        expect.objectContaining({
          name: 'Portico Test Wallet',
          rdns: 'dev.portico.testwallet',
          uuid: wallet?.info.uuid,
        }),
      )

      expect(requests.length).toBeGreaterThan(0)
      expect(requests.filter((url) => !isLocalUrl(url))).toEqual([])
      if (blocked.length > 0) console.info(`blocked non-local requests: ${blocked.join(', ')}`)
      expect(errors.filter((text) => !text.includes('net::ERR_BLOCKED_BY_CLIENT'))).toEqual([])
    } finally {
      await close()
    }
  })
})
