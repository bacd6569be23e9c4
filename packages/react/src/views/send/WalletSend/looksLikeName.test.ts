import { describe, expect, it } from 'vitest'
import { looksLikeName } from './looksLikeName'

describe('looksLikeName', () => {
  it.each([
    ['alice-1234.portico.id', true],
    [' Alice-1234.portico.id ', true],
    ['alice.reown.id', true],
    ['alice-1234', false],
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', false],
    ['alice..id', false],
    ['al ice.id', false],
  ])('%j → %j', (text, expected) => {
    expect(looksLikeName(text)).toBe(expected)
  })
})
