import { describe, expect, it } from 'vitest'
import { createCallPacer, type UpstreamTiming } from './createCallPacer'

// A clock that only moves when the pacer sleeps: what it slept is the time calls waited.
function steppedTiming(): UpstreamTiming & { slept: number[] } {
  let now = 0
  const slept: number[] = []
  return {
    slept,
    now: () => now,
    async sleep(ms) {
      slept.push(ms)
      now += ms
    },
  }
}

describe('createCallPacer', () => {
  it("lets one second's worth of calls go at once, then paces the rest to the rate", async () => {
    const timing = steppedTiming()
    const pacer = createCallPacer(20, timing)
    for (let i = 0; i < 20; i++) await pacer.take(1)
    expect(timing.now()).toBe(0)
    for (let i = 0; i < 20; i++) await pacer.take(1)
    expect(timing.now()).toBeGreaterThanOrEqual(1000)
    expect(timing.now()).toBeLessThanOrEqual(1020)
  })

  it('counts a batch by its calls, and lets one larger than a second of budget go once it is full', async () => {
    const timing = steppedTiming()
    const pacer = createCallPacer(10, timing)
    await pacer.take(10)
    await pacer.take(50)
    // The budget refills to its 10 calls in one second, then the batch of 50 goes.
    expect(timing.now()).toBe(1000)
  })

  it('holds every call for a pause, and never paces without a rate', async () => {
    const timing = steppedTiming()
    const pacer = createCallPacer(undefined, timing)
    for (let i = 0; i < 1000; i++) await pacer.take(50)
    expect(timing.slept).toEqual([])
    pacer.pause(1500)
    pacer.pause(200)
    await pacer.take(1)
    expect(timing.now()).toBe(1500)
  })
})
