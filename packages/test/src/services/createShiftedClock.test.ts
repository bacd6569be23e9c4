import { expect, it } from 'vitest'
import { createShiftedClock } from './createShiftedClock'

it('runs with real time and keeps every step forward it is told', () => {
  const clock = createShiftedClock()
  const before = Date.now()
  expect(clock.now()).toBeGreaterThanOrEqual(before)
  clock.advance(31_000)
  clock.advance(60_000)
  expect(clock.now() - Date.now()).toBeGreaterThanOrEqual(91_000 - 50)
  expect(clock.now() - Date.now()).toBeLessThanOrEqual(91_000)
})
