import { describe, expect, it } from 'vitest'
import { catalogueEntrySchema } from './catalogueEntrySchema'

const entry = { id: 'evil-wallet', name: 'Evil', chains: ['eip155:1'] }

describe('catalogueEntrySchema', () => {
  it('refuses a wallet link whose scheme runs code in the page', () => {
    for (const link of [
      'javascript:alert(1)//://',
      'data:text/html,x',
      'vbscript:x',
      'file:///x',
    ]) {
      expect(catalogueEntrySchema.safeParse({ ...entry, mobile_link: link }).success).toBe(false)
      expect(catalogueEntrySchema.safeParse({ ...entry, desktop_link: link }).success).toBe(false)
    }
  })

  it("takes https and a wallet's own app scheme", () => {
    const parsed = catalogueEntrySchema.parse({
      ...entry,
      mobile_link: '1inch://',
      desktop_link: 'https://wallet.example/wc',
    })
    expect(parsed).toMatchObject({
      mobile_link: '1inch://',
      desktop_link: 'https://wallet.example/wc',
    })
  })
})
