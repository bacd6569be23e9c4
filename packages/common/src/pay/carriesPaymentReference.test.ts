import { describe, expect, it } from 'vitest'
import { carriesPaymentReference } from './carriesPaymentReference'

const reference = '0x00112233445566778899aabbccddeeff'
const transfer =
  '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8' +
  '0000000000000000000000000000000000000000000000000000000000bebc20'

describe('carriesPaymentReference', () => {
  it('finds the reference after an ERC-20 transfer, as the data of a native send, inside a bundle', () => {
    expect(carriesPaymentReference(`${transfer}${reference.slice(2)}`, reference)).toBe(true)
    expect(carriesPaymentReference(reference, reference)).toBe(true)
    const bundle = `0x765e827f${'00'.repeat(100)}${transfer.slice(2)}${reference.slice(2)}${'00'.repeat(16)}`
    expect(carriesPaymentReference(bundle, reference)).toBe(true)
  })

  it('ignores case', () => {
    expect(carriesPaymentReference(`0x${reference.slice(2).toUpperCase()}`, reference)).toBe(true)
    expect(carriesPaymentReference(reference, reference.toUpperCase().replace('0X', '0x'))).toBe(
      true,
    )
  })

  it('refuses a transaction without it, and a match across byte halves', () => {
    expect(carriesPaymentReference(transfer, reference)).toBe(false)
    expect(carriesPaymentReference('0x', reference)).toBe(false)
    expect(carriesPaymentReference(`0x0${reference.slice(2)}0`, reference)).toBe(false)
  })

  it('refuses a reference that is not 16 bytes of hex', () => {
    expect(carriesPaymentReference(transfer, '0x')).toBe(false)
    expect(carriesPaymentReference(transfer, '0xa9059cbb')).toBe(false)
    expect(carriesPaymentReference(transfer, 'not hex')).toBe(false)
  })
})
