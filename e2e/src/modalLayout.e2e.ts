import { screenshot } from '@portico/test'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { fundFreshWallet } from './gateway/fundFreshWallet'
import { modalAnimationsDone } from './modal/modalAnimationsDone'
import { dialog, view } from './setup/modalLocators'
import { openDemo } from './setup/openDemo'
import { PHONE } from './setup/phoneContext'
import { useBrowser } from './setup/useBrowser'

const stack = inject('stack')
const [devnet] = stack.chains
if (!devnet) throw new Error('the stack must run a devnet')

const browser = useBrowser()
const byId = (page: Page, id: string) => page.getByTestId(`portico-${id}`)

// Animations stay on here (no reducedMotion): the height animation is what is under test.
const LAPTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
const SIZES = [
  ['laptop', LAPTOP],
  ['phone', PHONE],
] as const

/** The dialog's box once every animation in the modal has ended. */
async function settledBox(page: Page) {
  await modalAnimationsDone(page)
  const box = await dialog(page).boundingBox()
  if (!box) throw new Error('no dialog on screen')
  return box
}

/**
 * What the settled dialog cuts off: the dialog or its animated-height box with content taller
 * than itself (clipped, or scrolled when `scrolling` is false), any other scrolling box when
 * `scrolling` is false, and buttons reaching below the dialog's bottom edge (those inside a
 * scrolling list are reached by scrolling it).
 */
async function cutOff(page: Page, { scrolling }: { scrolling: boolean }): Promise<string[]> {
  await modalAnimationsDone(page)
  return page.evaluate((scrolling) => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    const shown = [...(root?.querySelectorAll<HTMLElement>('[role="dialog"]') ?? [])].find(
      (el) => el.offsetParent !== null,
    )
    if (!shown) throw new Error('no dialog on screen')
    const bottom = shown.getBoundingClientRect().bottom
    const name = (el: Element) =>
      el.getAttribute('data-testid') ?? `${el.tagName.toLowerCase()}.${el.className}`
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowY)
    const cut: string[] = []
    for (const el of [shown, ...shown.querySelectorAll<HTMLElement>('*')]) {
      const frame = el === shown || el.classList.contains('portico-animated-height')
      if ((frame || (!scrolling && scrolls(el))) && el.scrollHeight > el.clientHeight + 1)
        cut.push(`${name(el)}: ${el.scrollHeight} px of content in ${el.clientHeight}`)
    }
    for (const button of shown.querySelectorAll('button')) {
      let inList = false
      for (let el = button.parentElement; el && el !== shown; el = el.parentElement)
        if (scrolls(el) && !el.classList.contains('portico-animated-height')) inList = true
      const box = button.getBoundingClientRect()
      if (!inList && box.height > 0 && box.bottom > bottom + 0.5)
        cut.push(`${name(button)} ends at ${box.bottom}, below ${bottom}`)
    }
    return cut
  }, scrolling)
}

/** The demo connected with the test wallet as `privateKey` (the anvil default without one). */
async function openConnected(context: BrowserContextOptions, privateKey?: `0x${string}`) {
  const demo = await openDemo(browser(), {
    context,
    ...(privateKey && { wallet: { privateKey } }),
  })
  const { page } = demo
  await byId(page, 'connect-button').click()
  await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
  await byId(page, 'account-button').waitFor()
  return demo
}

describe('the modal card keeps its top edge and shows all of its content', () => {
  for (const [size, context] of SIZES) {
    it(`while All Wallets loads and searches (${size})`, async () => {
      const { page, close } = await openDemo(browser(), { context })
      try {
        await byId(page, 'connect-button').click()
        await view(page, 'Connect').waitFor()
        await page.waitForTimeout(300)
        const connect = await settledBox(page)
        expect(await cutOff(page, { scrolling: true })).toEqual([])
        await screenshot(page, `layout-connect-${size}`)

        await byId(page, 'all-wallets').click()
        await view(page, 'AllWallets').waitFor()
        const tiles = page
          .locator('[data-testid^="portico-wallet-tile-"]')
          .filter({ visible: true })
        await expect.poll(() => tiles.count(), { timeout: 10_000 }).toBeGreaterThan(8)
        const all = await settledBox(page)
        await byId(page, 'wallet-search').fill('Rainbow')
        await expect
          .poll(() => tiles.first().textContent(), { timeout: 10_000 })
          .toContain('Rainbow')
        const searched = await settledBox(page)
        expect(await cutOff(page, { scrolling: true })).toEqual([])
        await screenshot(page, `layout-all-wallets-search-${size}`)

        if (size === 'phone') {
          // The bottom sheet sits on the bottom edge, whatever its height.
          for (const box of [connect, all, searched])
            expect(Math.round(box.y + box.height)).toBe(844)
        } else {
          expect(Math.round(all.y)).toBe(Math.round(connect.y))
          expect(Math.round(searched.y)).toBe(Math.round(connect.y))
        }
      } finally {
        await close()
      }
    })
  }

  for (const [size, context] of SIZES) {
    it(`when a swap quote arrives (${size})`, async () => {
      const wallet = await fundFreshWallet(devnet, { ether: '2', tokens: '100' })
      const { page, close } = await openConnected(context, wallet.privateKey)
      try {
        await byId(page, 'account-button').click()
        await view(page, 'Account').waitFor()
        await byId(page, 'wallet-feature-swaps').click()
        await view(page, 'Swap').waitFor()
        await expect.poll(() => byId(page, 'swap-to-token').textContent()).toContain('PTT')
        const before = await settledBox(page)
        await byId(page, 'swap-from-amount').fill('0.01')
        await expect
          .poll(() => byId(page, 'swap-review').isEnabled(), { timeout: 15_000 })
          .toBe(true)
        await byId(page, 'swap-minimum').waitFor()
        const quoted = await settledBox(page)
        expect(await cutOff(page, { scrolling: true })).toEqual([])
        await screenshot(page, `layout-swap-quote-${size}`)

        expect(quoted.height).toBeGreaterThan(before.height)
        if (size === 'phone') expect(Math.round(quoted.y + quoted.height)).toBe(844)
        else expect(Math.round(quoted.y)).toBe(Math.round(before.y))
      } finally {
        await close()
      }
    })
  }
})

describe('the Connect view on a 1280×800 laptop', () => {
  it('shows email, socials and the wallets without a scrollbar, the recommended wallets in one row', async () => {
    const { page, close } = await openDemo(browser(), { context: LAPTOP })
    try {
      await byId(page, 'connect-button').click()
      await view(page, 'Connect').waitFor()
      await byId(page, 'email-input').waitFor()
      const recommended = page.locator(
        'portico-modal [data-testid="portico-recommended-wallets"] button',
      )
      await expect.poll(() => recommended.count(), { timeout: 10_000 }).toBeGreaterThan(1)
      await page.waitForTimeout(300)
      expect(await cutOff(page, { scrolling: false })).toEqual([])
      const tops = await recommended.evaluateAll((tiles) =>
        tiles.map((tile) => Math.round(tile.getBoundingClientRect().top)),
      )
      expect(new Set(tops).size).toBe(1)
    } finally {
      await close()
    }
  })
})

/** The demo's theme as the page and the modal's root show it. */
async function demoTheme(page: Page) {
  return page.evaluate(() => document.documentElement.dataset.theme)
}

describe('the demo site', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`opens in the system's ${scheme} scheme when nothing is stored`, async () => {
      const { page, close } = await openDemo(browser(), {
        context: { colorScheme: scheme },
        wallet: false,
      })
      try {
        await byId(page, 'connect-button').waitFor()
        await expect.poll(() => demoTheme(page)).toBe(scheme)
        await byId(page, 'connect-button').click()
        await view(page, 'Connect').waitFor()
        const background = await dialog(page).evaluate((el) => getComputedStyle(el).backgroundColor)
        expect(background).toBe(scheme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(18, 19, 19)')
      } finally {
        await close()
      }
    })
  }

  it('keeps the theme picked with the toggle across a reload', async () => {
    const { page, close } = await openDemo(browser(), {
      context: { colorScheme: 'light' },
      wallet: false,
    })
    try {
      await byId(page, 'connect-button').waitFor()
      await expect.poll(() => demoTheme(page)).toBe('light')
      await page.getByTestId('demo-theme-toggle').click()
      await expect.poll(() => demoTheme(page)).toBe('dark')
      await page.reload()
      await byId(page, 'connect-button').waitFor()
      await expect.poll(() => demoTheme(page)).toBe('dark')
      await page.getByTestId('demo-theme-toggle').click()
      await expect.poll(() => demoTheme(page)).toBe('light')
      await page.reload()
      await byId(page, 'connect-button').waitFor()
      await expect.poll(() => demoTheme(page)).toBe('light')
    } finally {
      await close()
    }
  })

  it('lays its header out in at most two rows on a 390 px phone, connected or not', async () => {
    const { page, close } = await openDemo(browser(), { context: PHONE })
    try {
      const rows = () =>
        page.locator('.demo-nav').evaluate((nav) => {
          // Every control, the kit's buttons inside their shadow roots included.
          const controls = (root: Element | ShadowRoot): Element[] => [
            ...root.querySelectorAll('a, button, select'),
            ...[...root.querySelectorAll('*')].flatMap((el) =>
              el.shadowRoot ? controls(el.shadowRoot) : [],
            ),
          ]
          const items = controls(nav).filter((el) => el.getBoundingClientRect().height > 0)
          // Items whose vertical extents overlap sit on one row.
          const bands: { top: number; bottom: number }[] = []
          for (const item of items) {
            const { top, bottom } = item.getBoundingClientRect()
            const band = bands.find((b) => top < b.bottom && bottom > b.top)
            if (band) {
              band.top = Math.min(band.top, top)
              band.bottom = Math.max(band.bottom, bottom)
            } else bands.push({ top, bottom })
          }
          return bands.length
        })
      await byId(page, 'connect-button').waitFor()
      expect(await rows()).toBeLessThanOrEqual(2)
      await screenshot(page, 'layout-demo-header-phone')
      await byId(page, 'connect-button').tap()
      await page.getByRole('button', { name: /Portico Test Wallet/ }).tap()
      await byId(page, 'account-button').waitFor()
      await expect.poll(() => dialog(page).count()).toBe(0)
      await page.waitForTimeout(300)
      expect(await rows()).toBeLessThanOrEqual(2)
      await screenshot(page, 'layout-demo-header-phone-connected')
    } finally {
      await close()
    }
  })
})
