import { describe, expect, it } from 'vitest'
import { loadWalletCatalogue } from './loadWalletCatalogue'
import { withTestWalletUrl } from './withTestWalletUrl'

describe('withTestWalletUrl', () => {
  const catalogue = loadWalletCatalogue()
  const testWallet = (entries: ReturnType<typeof loadWalletCatalogue>) =>
    entries.find((entry) => entry.id === 'portico-test-wallet')

  it('lists the test wallet app of the dev stack by default', () => {
    expect(testWallet(catalogue)).toMatchObject({
      name: 'Portico Test Wallet',
      webapp_link: 'http://127.0.0.1:5174',
    })
  })

  it('points only the test wallet at the configured url', () => {
    const moved = withTestWalletUrl(catalogue, 'http://127.0.0.1:15174')
    expect(testWallet(moved)?.webapp_link).toBe('http://127.0.0.1:15174')
    expect(moved.filter((entry) => entry.id !== 'portico-test-wallet')).toEqual(
      catalogue.filter((entry) => entry.id !== 'portico-test-wallet'),
    )
    expect(withTestWalletUrl(catalogue, undefined)).toEqual(catalogue)
  })
})
