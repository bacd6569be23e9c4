import { describe, expect, it } from 'vitest'
import { SHEET_CLOSE_DISTANCE_PX, shouldCloseSheet } from './shouldCloseSheet'

describe('shouldCloseSheet', () => {
  it('closes on a long drag, however slow', () => {
    expect(shouldCloseSheet(SHEET_CLOSE_DISTANCE_PX, 2000)).toBe(true)
  })
  it('closes on a quick flick', () => {
    expect(shouldCloseSheet(40, 50)).toBe(true)
  })
  it('springs back from a short slow drag, a tap, or an upward drag', () => {
    expect(shouldCloseSheet(40, 400)).toBe(false)
    expect(shouldCloseSheet(5, 5)).toBe(false)
    expect(shouldCloseSheet(-200, 100)).toBe(false)
  })
})
