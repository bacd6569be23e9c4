import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { truncateAddress } from './truncateAddress'

describe('truncateAddress (spec §5: 4 leading + 6 trailing)', () => {
  it('counts 0x among the 4 leading characters', () => {
    expect(truncateAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')).toBe('0xd8…A96045')
  })

  it('works for Solana and Bitcoin addresses', () => {
    expect(truncateAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe('Toke…3VQ5DA')
    expect(truncateAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('bc1q…wf5mdq')
  })

  it('leaves strings that would not get shorter alone', () => {
    expect(truncateAddress('0x12345678')).toBe('0x12345678')
    expect(truncateAddress('12345678901')).toBe('12345678901')
    expect(truncateAddress('123456789012')).toBe('1234…789012')
  })

  it('keeps the first 4 and last 6 characters of every long string', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 12, maxLength: 80 }), (s) => {
        const out = truncateAddress(s)
        expect(out).toBe(`${s.slice(0, 4)}…${s.slice(-6)}`)
        expect(out.length).toBe(11)
      }),
    )
  })
})
