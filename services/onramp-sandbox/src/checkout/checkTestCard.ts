/**
 * The sandbox's test cards, shown on its checkout page: two that pay and two that are declined.
 * @example TEST_CARDS[0].number // '4242 4242 4242 4242'
 */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '5555 5555 5555 4444', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Declined: insufficient funds' },
] as const

const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
}
const ACCEPTED = new Set(['4242424242424242', '5555555555554444'])

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/**
 * Whether the sandbox accepts a card: its number (spaces allowed), expiry `MM/YY` not past at
 * `now`, and a 3-4 digit CVC. Declined cards and any other number answer the sentence the
 * checkout shows.
 * @example
 * checkTestCard({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, new Date()) // { ok: true, last4: '4242' }
 */
export function checkTestCard(
  card: { number: string; expiry: string; cvc: string },
  now: Date,
): { ok: true; last4: string } | { ok: false; reason: string } {
  const digits = card.number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) {
    return { ok: false, reason: 'Your card number is invalid.' }
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim())
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) {
    return { ok: false, reason: "Your card's expiry date is invalid." }
  }
  // Valid through the last day of its month.
  if (new Date(Date.UTC(2000 + Number(expiry[2]), month, 1)) <= now) {
    return { ok: false, reason: 'Your card has expired.' }
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { ok: false, reason: "Your card's security code is invalid." }
  }
  const declined = DECLINES[digits]
  if (declined) return { ok: false, reason: declined }
  if (!ACCEPTED.has(digits)) {
    return { ok: false, reason: 'This sandbox takes only its test cards.' }
  }
  return { ok: true, last4: digits.slice(-4) }
}
