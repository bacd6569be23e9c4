// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createOpenIntent, type OpenIntent } from './createOpenIntent'
import { IDLE_PREFETCH_DELAY_MS, whenWanted } from './whenWanted'

/** A kit button as the page holds it: a `portico-kit` host with the button in its shadow root. */
function kitButton(): HTMLButtonElement {
  const host = document.createElement('portico-kit')
  document.body.append(host)
  const button = document.createElement('button')
  host.attachShadow({ mode: 'open' }).append(button)
  return button
}

/** `whenWanted` with `intent`: how many times its task ran, and its cancel. */
function countedTask(intent: OpenIntent) {
  let runs = 0
  const cancel = whenWanted(
    () => {
      runs += 1
    },
    IDLE_PREFETCH_DELAY_MS,
    intent,
  )
  return { runs: () => runs, cancel }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('whenWanted', () => {
  it('runs nothing in the first seconds of a page nobody reaches for, then once when idle', () => {
    let runs = 0
    whenWanted(() => {
      runs += 1
    })
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS - 1)
    expect(runs).toBe(0)
    // Past the delay it waits for idle time (jsdom has no requestIdleCallback: a short timeout).
    vi.advanceTimersByTime(10)
    expect(runs).toBe(1)
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS * 2)
    expect(runs).toBe(1)
  })

  it('runs at once on a pointer over, a focus on or a touch of a kit button, and only once', () => {
    for (const type of ['pointerover', 'focusin', 'touchstart']) {
      let runs = 0
      whenWanted(() => {
        runs += 1
      })
      const button = kitButton()
      button.dispatchEvent(new Event(type, { bubbles: true, composed: true }))
      expect(runs, type).toBe(1)
      button.dispatchEvent(new Event(type, { bubbles: true, composed: true }))
      vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS * 2)
      expect(runs, type).toBe(1)
    }
  })

  it('ignores the rest of the page', () => {
    let runs = 0
    whenWanted(() => {
      runs += 1
    })
    const other = document.createElement('button')
    document.body.append(other)
    other.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }))
    other.dispatchEvent(new Event('focusin', { bubbles: true, composed: true }))
    expect(runs).toBe(0)
  })

  it('cancelled, runs neither on intent nor when idle', () => {
    let runs = 0
    const cancel = whenWanted(() => {
      runs += 1
    })
    cancel()
    kitButton().dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }))
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS * 2)
    expect(runs).toBe(0)
  })

  it('counts the seconds from the page’s load when it mounts during it', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    let runs = 0
    whenWanted(() => {
      runs += 1
    })
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS * 2)
    expect(runs).toBe(0)
    readyState.mockRestore()
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS - 1)
    expect(runs).toBe(0)
    vi.advanceTimersByTime(10)
    expect(runs).toBe(1)
  })

  it('on a page with its own opener, runs at the first idle moment after the load', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    const intent = createOpenIntent()
    intent.expect()
    const task = countedTask(intent)
    // Not during the load: the page's own start comes first.
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS * 2)
    expect(task.runs()).toBe(0)
    readyState.mockRestore()
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(10)
    expect(task.runs()).toBe(1)
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS * 2)
    expect(task.runs()).toBe(1)
  })

  it('an opener mounting during the idle wait cuts it short', () => {
    const intent = createOpenIntent()
    const task = countedTask(intent)
    vi.advanceTimersByTime(1_000)
    expect(task.runs()).toBe(0)
    intent.expect()
    vi.advanceTimersByTime(10)
    expect(task.runs()).toBe(1)
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS * 2)
    expect(task.runs()).toBe(1)
  })

  it('an intent nobody expects changes nothing, and a cancelled wait ignores it', () => {
    const intent = createOpenIntent()
    const task = countedTask(intent)
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS - 1)
    expect(task.runs()).toBe(0)
    task.cancel()
    intent.expect()
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS * 2)
    expect(task.runs()).toBe(0)
  })
})
