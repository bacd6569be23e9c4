import { describe, expect, it } from 'vitest'
import { networkInitials } from './networkInitials'

describe('networkInitials', () => {
  it('keeps sibling networks apart', () => {
    expect(networkInitials('Portico Devnet A')).toBe('PA')
    expect(networkInitials('Portico Devnet B')).toBe('PB')
  })
  it('uses the first letter otherwise', () => {
    expect(networkInitials('Base')).toBe('B')
    expect(networkInitials('Arbitrum One')).toBe('A')
    expect(networkInitials('')).toBe('?')
  })
})
