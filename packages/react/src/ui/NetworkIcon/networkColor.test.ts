import { describe, expect, it } from 'vitest'
import { networkColor } from './networkColor'
import { readableOn } from './readableOn'

function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5]
      .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}
const expand = (color: string) => (color === '#fff' ? '#ffffff' : '#000000')

describe('network tile colours', () => {
  it('keep initials readable (4.5:1) on brand and generated colours', () => {
    const ids = ['eip155:1', 'eip155:10', 'eip155:56', 'eip155:8453']
    for (let i = 0; i < 400; i++) ids.push(`eip155:${31337 + i}`)
    for (const id of ids) {
      const background = networkColor(id)
      expect(background).toMatch(/^#[0-9a-f]{6}$/)
      expect(contrast(background, expand(readableOn(background)))).toBeGreaterThanOrEqual(4.5)
    }
  })
})
