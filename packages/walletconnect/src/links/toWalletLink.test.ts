import { describe, expect, it } from 'vitest'
import { toWalletLink } from './toWalletLink'

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=587d'
const ENCODED = encodeURIComponent(URI)

describe('toWalletLink', () => {
  it('appends wc?uri= to web and universal links', () => {
    expect(toWalletLink('http://127.0.0.1:5174', URI)).toBe(
      `http://127.0.0.1:5174/wc?uri=${ENCODED}`,
    )
    expect(toWalletLink('https://link.wallet.example/app/', URI)).toBe(
      `https://link.wallet.example/app/wc?uri=${ENCODED}`,
    )
  })

  it('turns bare schemes into scheme:// links', () => {
    expect(toWalletLink('metamask:', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(toWalletLink('rainbow://', URI)).toBe(`rainbow://wc?uri=${ENCODED}`)
    expect(toWalletLink('trust', URI)).toBe(`trust://wc?uri=${ENCODED}`)
  })

  it('round-trips the uri through the query string', () => {
    const link = new URL(toWalletLink('http://127.0.0.1:5174', URI) ?? '')
    expect(link.searchParams.get('uri')).toBe(URI)
  })

  it('gives no link for a scheme that would run in the page, or plain http elsewhere', () => {
    expect(toWalletLink('javascript:alert(1)//://', URI)).toBeUndefined()
    expect(toWalletLink('data:text/html,x', URI)).toBeUndefined()
    expect(toWalletLink('http://wallet.example', URI)).toBeUndefined()
  })
})
