import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SUPPORTED_LOCALES } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { en } from '../i18n/messages/en'
import { staticGraph } from '../testing/staticGraph'
import { connectButtonState, englishButtonMessages, loadButtonMessages } from './index'

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..')

describe('@portico/react/vanilla', () => {
  it('reaches no React, no React DOM and no message formatter', () => {
    const graph = staticGraph(join(srcDir, 'vanilla/index.ts'), srcDir)
    expect(graph.size).toBeGreaterThan(10)
    const importing = [...graph].filter(
      (file) =>
        file.startsWith('i18n/icu/') ||
        /from '(react|react-dom|react\/.*|react-dom\/.*)'/.test(
          readFileSync(join(srcDir, file), 'utf8').replace(/^import type .*$/gm, ''),
        ),
    )
    expect(importing).toEqual([])
  })

  it("gives each language's button words as its full catalogue has them", async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const words = await loadButtonMessages(locale)
      const catalogue =
        locale === 'en'
          ? en
          : ((await import(`../i18n/messages/${locale}/index.ts`)) as { catalogue: typeof en })
              .catalogue
      expect(Object.keys(words).sort()).toEqual(Object.keys(englishButtonMessages).sort())
      for (const [key, text] of Object.entries(words)) {
        expect(text, `${locale} ${key}`).toBe(catalogue[key as keyof typeof en])
      }
    }
    expect((await loadButtonMessages('de'))['button.connect']).toBe('Wallet verbinden')
  })

  it('says connecting while a connection is made, but not over a pairing left waiting for a scan', () => {
    const idle = {
      status: 'disconnected',
      waitsForScan: false,
      isOpen: false,
      isLoading: false,
    } as const
    expect(connectButtonState(idle)).toEqual({ busy: false, connecting: false })
    expect(connectButtonState({ ...idle, status: 'connecting' })).toEqual({
      busy: true,
      connecting: true,
    })
    // The visitor closed the QR code's modal: the button opens it again, not a spinner.
    expect(connectButtonState({ ...idle, status: 'connecting', waitsForScan: true })).toEqual({
      busy: false,
      connecting: false,
    })
    expect(
      connectButtonState({ ...idle, status: 'connecting', waitsForScan: true, isOpen: true }),
    ).toEqual({ busy: true, connecting: true })
    // Between open() and the modal showing: busy, with the button's own words.
    expect(connectButtonState({ ...idle, isLoading: true })).toEqual({
      busy: true,
      connecting: false,
    })
  })
})
