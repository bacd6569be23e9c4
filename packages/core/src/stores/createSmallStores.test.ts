import { DEFAULT_FEATURES, KNOWN_CHAINS, SignatureDeclinedError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../options/resolveOptions'
import { createEventsStore } from './createEventsStore'
import { createOptionsStore } from './createOptionsStore'
import { createSiwxStore } from './createSiwxStore'

describe('createEventsStore', () => {
  it('hands every emitted event to subscribers with a timestamp', () => {
    const events = createEventsStore(() => 42)
    const seen: unknown[] = []
    events.subscribe((s) => seen.push(s.last))
    events.getState().emit({ event: 'MODAL_OPEN', properties: { connected: false } })
    events.getState().emit({ event: 'MODAL_OPEN', properties: { connected: false } })
    expect(seen).toEqual([
      { timestamp: 42, event: { event: 'MODAL_OPEN', properties: { connected: false } } },
      { timestamp: 42, event: { event: 'MODAL_OPEN', properties: { connected: false } } },
    ])
  })
})

describe('createOptionsStore', () => {
  it('merges feature changes over the current features', () => {
    const options = createOptionsStore(resolveOptions({ networks: [KNOWN_CHAINS.mainnet] }))
    options.getState().setFeatures({ swaps: false })
    expect(options.getState().options.features).toEqual({ ...DEFAULT_FEATURES, swaps: false })
  })
})

describe('createSiwxStore', () => {
  it('records a failure and resets', () => {
    const siwx = createSiwxStore()
    siwx.getState().setStatus('error', new SignatureDeclinedError())
    expect(siwx.getState()).toMatchObject({
      status: 'error',
      error: 'Signature declined',
      errorCode: 'SIGNATURE_DECLINED',
    })
    siwx.getState().reset()
    expect(siwx.getState()).toMatchObject({
      status: 'idle',
      error: undefined,
      errorCode: undefined,
      session: undefined,
    })
  })
})
