import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidAddressError } from '../errors/address'
import { itAnswers } from '../testing/itAnswers'
import { checksumEvmAddress } from './checksumEvmAddress'
import { isEvmAddress } from './isEvmAddress'

// EIP-55 test vectors.
const CHECKSUMMED = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

const hex40 = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''))

const isMixedCase = (hex: string) => hex !== hex.toLowerCase() && hex !== hex.toUpperCase()

describe('checksumEvmAddress', () => {
  it.each(CHECKSUMMED)('reproduces the EIP-55 vector %s', (address) => {
    expect(checksumEvmAddress(address.toLowerCase())).toBe(address)
    expect(checksumEvmAddress(address.slice(2).toUpperCase())).toBe(address)
  })

  it('throws on anything but 40 hex characters', () => {
    for (const bad of ['', '0x', '0x123', `0x${'g'.repeat(40)}`, `0X${'a'.repeat(40)}`]) {
      expect(() => checksumEvmAddress(bad)).toThrow(InvalidAddressError)
    }
  })

  it('is idempotent and case-insensitive in its input', () => {
    fc.assert(
      fc.property(hex40, (hex) => {
        const sum = checksumEvmAddress(hex)
        expect(checksumEvmAddress(sum)).toBe(sum)
        expect(checksumEvmAddress(`0x${hex.toUpperCase()}`)).toBe(sum)
        expect(sum.slice(2).toLowerCase()).toBe(hex)
      }),
    )
  })
})

describe('isEvmAddress', () => {
  it.each(CHECKSUMMED)('accepts %s with and without 0x', (address) => {
    expect(isEvmAddress(address)).toBe(true)
    expect(isEvmAddress(address.slice(2))).toBe(true)
  })

  it('accepts all-lowercase and all-uppercase hex without a checksum', () => {
    expect(isEvmAddress('0xd8da6bf26964af9d7eed9e03e53415d37aa96045')).toBe(true)
    expect(isEvmAddress('0xD8DA6BF26964AF9D7EED9E03E53415D37AA96045')).toBe(true)
  })

  itAnswers(isEvmAddress, false, 'rejects %j', [
    '0xd8Da6BF26964aF9D7eEd9e03E53415D37aA96045', // one letter's case flipped
    '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', // 39 characters
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAedd', // 41
    '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', // uppercase prefix
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg',
    ' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '',
  ])

  it('accepts every generated address in checksum, lower and upper form', () => {
    fc.assert(
      fc.property(hex40, (hex) => {
        const sum = checksumEvmAddress(hex)
        expect(isEvmAddress(sum)).toBe(true)
        expect(isEvmAddress(sum.slice(2))).toBe(true)
        expect(isEvmAddress(`0x${hex}`)).toBe(true)
        expect(isEvmAddress(`0x${hex.toUpperCase()}`)).toBe(true)
      }),
    )
  })

  it('rejects a checksummed address with one letter case-flipped', () => {
    fc.assert(
      fc.property(hex40, fc.nat(), (hex, pick) => {
        const sum = checksumEvmAddress(hex).slice(2)
        const letters = [...sum].flatMap((c, i) => (/[a-f]/i.test(c) ? [i] : []))
        fc.pre(letters.length > 0)
        const i = letters[pick % letters.length] ?? 0
        const c = sum[i] ?? ''
        const flipped = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()
        const mutated = sum.slice(0, i) + flipped + sum.slice(i + 1)
        // A flip that leaves no mixed case carries no checksum and is rightly accepted.
        fc.pre(isMixedCase(mutated))
        expect(isEvmAddress(`0x${mutated}`)).toBe(false)
      }),
    )
  })

  it('accepts a mixed-case single-character typo only when it happens to be the new checksum', () => {
    fc.assert(
      fc.property(hex40, fc.nat(39), fc.constantFrom(...'0123456789abcdefABCDEF'), (hex, i, c) => {
        const sum = checksumEvmAddress(hex).slice(2)
        const mutated = sum.slice(0, i) + c + sum.slice(i + 1)
        fc.pre(mutated !== sum && isMixedCase(mutated))
        expect(isEvmAddress(mutated)).toBe(checksumEvmAddress(mutated).slice(2) === mutated)
      }),
    )
  })

  it('catches nearly every single-character typo (EIP-55 promises ~99.98%)', () => {
    const samples = fc.sample(fc.tuple(hex40, fc.nat(39), fc.nat(15)), { numRuns: 1000, seed: 7 })
    let accepted = 0
    let tried = 0
    for (const [hex, i, n] of samples) {
      const sum = checksumEvmAddress(hex).slice(2)
      const next = ((Number.parseInt(sum[i] ?? '0', 16) + 1 + n) % 16).toString(16)
      const mutated = sum.slice(0, i) + next + sum.slice(i + 1)
      if (!isMixedCase(mutated) || mutated.toLowerCase() === sum.toLowerCase()) continue
      tried++
      if (isEvmAddress(mutated)) accepted++
    }
    expect(tried).toBeGreaterThan(700)
    expect(accepted / tried).toBeLessThan(0.01)
  })

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true }), (value) => {
        expect(typeof isEvmAddress(value)).toBe('boolean')
      }),
    )
  })
})
