import { describe, expect, it } from 'vitest'
import { monogramLetters, monogramSvg } from './monogramSvg'

describe('monogramSvg', () => {
  it('picks initials, keeps short codes and escapes the label', () => {
    expect(monogramLetters('MetaMask')).toBe('MM')
    expect(monogramLetters('Trust Wallet')).toBe('TW')
    expect(monogramLetters('Rainbow')).toBe('Ra')
    expect(monogramLetters('USDC')).toBe('USDC')
    expect(monogramLetters('tUSDT')).toBe('tUSDT')
    expect(monogramSvg('A & <B>')).toContain('aria-label="A &amp; &lt;B&gt;"')
  })

  it('is deterministic and colours labels differently', () => {
    expect(monogramSvg('Rainbow')).toBe(monogramSvg('Rainbow'))
    expect(monogramSvg('Rainbow')).not.toBe(monogramSvg('Zerion').replace('Ze', 'Ra'))
  })
})
