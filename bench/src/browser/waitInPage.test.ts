import { launchBrowser } from '@portico/test'
import { describe, expect, it } from 'vitest'
import { LOOPBACK_ONLY } from './loopbackOnly'
import { waitInPage } from './waitInPage'

describe('waitInPage', () => {
  it('returns once the expression holds in the page, and names it when it never does', async () => {
    const browser = await launchBrowser({ args: [LOOPBACK_ONLY] })
    try {
      const page = await browser.newPage()
      await page.setContent('<p>page</p>')
      await page.evaluate('setTimeout(() => { window.ready = true }, 100)')
      await waitInPage(page, 'window.ready === true')
      expect(await page.evaluate('window.ready')).toBe(true)
      await expect(waitInPage(page, 'window.never === true', { timeoutMs: 100 })).rejects.toThrow(
        'Waited 100 ms in the page for: window.never === true',
      )
    } finally {
      await browser.close()
    }
  }, 30_000)
})
