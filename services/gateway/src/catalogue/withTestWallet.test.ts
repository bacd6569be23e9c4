import { testWalletInfo } from '@portico/test/wallet/testWalletInfo'
import { describe, expect, it } from 'vitest'
import { loadWalletCatalogue } from './loadWalletCatalogue'
import { withTestWallet } from './withTestWallet'

describe('withTestWallet', () => {
  const catalogue = loadWalletCatalogue()
  const testWallet = (entries: ReturnType<typeof loadWalletCatalogue>) =>
    entries.find((entry) => entry.id === 'portico-test-wallet')

  it('never ships the test wallet (its keys are public) in the catalogue', () => {
    expect(testWallet(catalogue)).toBeUndefined()
    expect(withTestWallet(catalogue, undefined)).toEqual(catalogue)
  })

  it("adds it, on the devnets only, where the dev stack configures the test wallet's url", () => {
    const dev = withTestWallet(catalogue, 'http://127.0.0.1:15174')
    expect(testWallet(dev)).toMatchObject({
      name: 'Portico Test Wallet',
      webapp_link: 'http://127.0.0.1:15174',
      chains: ['eip155:31337', 'eip155:31338'],
      // The browser build's EIP-6963 rdns: the modal lists the wallet once, as installed.
      rdns: testWalletInfo.rdns,
    })
    expect(dev.filter((entry) => entry.id !== 'portico-test-wallet')).toEqual(catalogue)
  })
})
