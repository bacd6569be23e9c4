import { describe, expect, it } from 'vitest'
import { checkTestCard } from './checkTestCard'

const now = new Date('2026-11-22T12:00:00Z')
const card = (number: string, expiry = '12/30', cvc = '123') =>
  checkTestCard({ number, expiry, cvc }, now)

describe('checkTestCard', () => {
  it('accepts the documented test cards', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, last4: '4242' })
    expect(card('5555-5555-5555-4444')).toEqual({ ok: true, last4: '4444' })
  })

  it('declines the declining test cards with their sentence', () => {
    expect(card('4000 0000 0000 0002')).toEqual({ ok: false, reason: 'Your card was declined.' })
    expect(card('4000000000009995')).toEqual({
      ok: false,
      reason: 'Your card has insufficient funds.',
    })
  })

  it('refuses real-looking cards, bad numbers, past expiry and bad CVCs', () => {
    expect(card('4111 1111 1111 1111')).toEqual({
      ok: false,
      reason: 'This sandbox takes only its test cards.',
    })
    expect(card('4242 4242 4242 4241')).toEqual({
      ok: false,
      reason: 'Your card number is invalid.',
    })
    expect(card('4242424242424242', '10/26')).toEqual({
      ok: false,
      reason: 'Your card has expired.',
    })
    expect(card('4242424242424242', '11/26')).toEqual({ ok: true, last4: '4242' })
    expect(card('4242424242424242', '13/30')).toEqual({
      ok: false,
      reason: "Your card's expiry date is invalid.",
    })
    expect(card('4242424242424242', '12/30', '12')).toEqual({
      ok: false,
      reason: "Your card's security code is invalid.",
    })
  })
})
