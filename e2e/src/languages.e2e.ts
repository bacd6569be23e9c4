import type { Locale } from '@portico/common'
import { screenshot } from '@portico/test'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openDemo } from './setup/openDemo'
import { useBrowser } from './setup/useBrowser'

type Catalogue = Record<string, string>

/** A locale's messages as the kit ships them: the expected words come from the catalogue. */
async function catalogueOf(locale: Exclude<Locale, 'en'>): Promise<Catalogue> {
  const module = (await import(`../../packages/react/src/i18n/messages/${locale}/index.ts`)) as {
    catalogue: Catalogue
  }
  return module.catalogue
}

const byId = (page: Page, id: string) => page.getByTestId(`portico-${id}`)
const view = (page: Page, name: string) => byId(page, `view-${name}`)
const title = (page: Page) => page.locator('portico-modal .portico-header-title').textContent()
const modalRoot = (page: Page) => page.locator('portico-modal .portico-root')

/** Waits until every image in the modal has loaded (or failed), so a screenshot shows the logos. */
async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    return [...(root?.querySelectorAll('img') ?? [])].every((image) => image.complete)
  })
}

/** Where two controls sit on the page, left to right. */
async function centerX(page: Page, testId: string): Promise<number> {
  const box = await byId(page, testId).boundingBox()
  if (!box) throw new Error(`${testId} is not on screen`)
  return box.x + box.width / 2
}

describe('the modal in other languages', () => {
  const browser = useBrowser()

  for (const locale of ['ar', 'ja', 'de'] as const) {
    it(`speaks ${locale} on Connect and Account (?locale=${locale}), ${locale === 'ar' ? 'right to left' : 'left to right'}`, async () => {
      const messages = await catalogueOf(locale)
      const { page, errors, close } = await openDemo(browser(), {
        path: `/?locale=${locale}`,
        context: { reducedMotion: 'reduce' },
      })
      try {
        const connect = byId(page, 'connect-button')
        await expect.poll(() => connect.textContent()).toBe(messages['button.connect'])
        await connect.click()
        await view(page, 'Connect').waitFor()
        await expect.poll(() => title(page)).toBe(messages['titles.connect'])
        expect(await modalRoot(page).getAttribute('lang')).toBe(locale)
        expect(await modalRoot(page).getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr')
        await imagesSettled(page)
        await screenshot(page, `languages-connect-${locale}`)

        await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
        await byId(page, 'account-button').click()
        await view(page, 'Account').waitFor()
        await expect.poll(() => title(page)).toBe(messages['titles.account'])
        await imagesSettled(page)
        await screenshot(page, `languages-account-${locale}`)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    }, 60_000)
  }

  it('lays Arabic out right to left on a phone, light theme', async () => {
    const messages = await catalogueOf('ar')
    const { page, errors, close } = await openDemo(browser(), {
      path: '/?locale=ar',
      context: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        colorScheme: 'light',
        reducedMotion: 'reduce',
      },
    })
    try {
      await byId(page, 'connect-button').tap()
      await view(page, 'Connect').waitFor()
      await imagesSettled(page)
      await screenshot(page, 'languages-connect-phone-ar-light')
      await page.getByRole('button', { name: /Portico Test Wallet/ }).tap()
      await byId(page, 'account-button').tap()
      await view(page, 'Account').waitFor()
      expect(await title(page)).toBe(messages['titles.account'])
      await imagesSettled(page)
      await screenshot(page, 'languages-account-phone-ar-light')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  }, 60_000)

  it("follows the browser's language without a locale option, mirrors the header in Hebrew, and switches back from the page", async () => {
    const { page, errors, close } = await openDemo(browser(), {
      path: '/',
      wallet: false,
      context: { locale: 'ja-JP', reducedMotion: 'reduce' },
    })
    try {
      const ja = await catalogueOf('ja')
      const connect = byId(page, 'connect-button')
      await expect.poll(() => connect.textContent()).toBe(ja['button.connect'])

      await page.getByTestId('demo-language').selectOption('he')
      const he = await catalogueOf('he')
      await expect.poll(() => connect.textContent()).toBe(he['button.connect'])
      await connect.click()
      await view(page, 'Connect').waitFor()
      expect(await modalRoot(page).getAttribute('dir')).toBe('rtl')
      await byId(page, 'all-wallets').click()
      await view(page, 'AllWallets').waitFor()
      // Right to left: Back sits at the reading start (the right), Close at the end (the left).
      expect(await centerX(page, 'back')).toBeGreaterThan(await centerX(page, 'close'))

      await page.keyboard.press('Escape')
      await page.getByTestId('demo-language').selectOption('en')
      await expect.poll(() => connect.textContent()).toBe('Connect Wallet')
      await connect.click()
      await view(page, 'Connect').waitFor()
      expect(await title(page)).toBe('Connect wallet')
      expect(await modalRoot(page).getAttribute('dir')).toBe('ltr')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  }, 60_000)
})
