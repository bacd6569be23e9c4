import { screenshot } from '@portico/test'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useIndexedWallet } from './gateway/useIndexedWallet'
import { dialog } from './setup/modalLocators'
import { openDemoOnAccount } from './setup/openDemoOnAccount'
import { PHONE } from './setup/phoneContext'
import { useBrowser } from './setup/useBrowser'

const stack = inject('stack')
const [devnetA] = stack.chains
if (!devnetA) throw new Error('the stack must run a devnet')

const browser = useBrowser()

// A few dollars of ETH and an amount with 6 decimals, in a wallet of their own: the balance,
// the Tokens rows and the two receipts in Activity are these amounts and nothing else.
const funded = useIndexedWallet(stack, devnetA, { ether: '0.0066', tokens: '12.345678' })

const SCREENS: [string, BrowserContextOptions][] = [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', PHONE],
]

/** The texts of every place the account shows its two amounts. */
async function shownAmounts(page: Page) {
  const tokens = {
    eth: page.getByTestId('portico-token-ETH'),
    ptt: page.getByTestId('portico-token-PTT'),
  }
  await expect.poll(() => tokens.ptt.count(), { timeout: 15_000 }).toBe(1)
  const header = (await page.getByTestId('portico-account-button').textContent()) ?? ''
  const balance = (await page.getByTestId('portico-account-balance').textContent()) ?? ''
  const rows = {
    eth: (await tokens.eth.textContent()) ?? '',
    ptt: (await tokens.ptt.textContent()) ?? '',
  }
  await page.getByTestId('portico-tab-activity').click()
  const activity = page.getByTestId('portico-activity-row')
  await expect.poll(() => activity.count(), { timeout: 15_000 }).toBe(2)
  const receipts = await activity.allTextContents()
  return { header, balance, rows, receipts }
}

describe('one amount rule across the account (test wallet, gateway, devnet)', () => {
  for (const [screen, context] of SCREENS) {
    it(`reads 0.0066 ETH and 12.345678 PTT alike in the button, the balance, Tokens and Activity (${screen})`, async () => {
      const demo = await openDemoOnAccount(browser(), {
        privateKey: funded().privateKey,
        context: { ...context, colorScheme: 'dark' },
      })
      const { page } = demo
      try {
        await expect
          .poll(() => page.getByTestId('portico-account-balance').textContent())
          .toBe('0.0066 ETH')
        await page.waitForTimeout(200)
        await screenshot(dialog(page), `amounts-tokens-${screen}`, { dir: '/tmp/shots/amounts' })

        const { header, balance, rows, receipts } = await shownAmounts(page)
        await screenshot(dialog(page), `amounts-activity-${screen}`, { dir: '/tmp/shots/amounts' })
        // Never 0.00 or 0.006 for 0.0066; never 12.34 or 12.345 for 12.345678.
        expect(header).toContain('0.0066 ETH')
        expect(balance).toBe('0.0066 ETH')
        expect(rows.eth).toContain('0.0066 ETH')
        expect(rows.ptt).toContain('12.345678 PTT')
        expect(receipts.filter((row) => row.includes('+0.0066 ETH'))).toHaveLength(1)
        expect(receipts.filter((row) => row.includes('+12.345678 PTT'))).toHaveLength(1)
        expect(demo.blocked).toEqual([])
      } finally {
        await demo.close()
      }
    })
  }
})
