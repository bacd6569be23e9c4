// @vitest-environment jsdom
import { expect, it } from 'vitest'
import { createFrameHostState } from './createFrameHostState'
import { MissingWindowError } from './MissingWindowError'

const options = { frameUrl: 'http://127.0.0.1:8789', chainId: 31337, onAlert: () => {} }

it('prepares a hidden iframe for the frame origin, not yet in the page', () => {
  const state = createFrameHostState(options)
  expect(state.origin).toBe('http://127.0.0.1:8789')
  expect(state.iframe.isConnected).toBe(false)
  expect(state.iframe.getAttribute('data-testid')).toBe('portico-embedded-wallet-frame')
  expect(state.iframe.allow).toBe(
    'publickey-credentials-create; publickey-credentials-get; clipboard-write',
  )
  expect(state.limits).toMatchObject({ iframeLoad: 20_000, request: 30_000, readyDelay: 500 })
  expect(state.pending.size).toBe(0)
})

it('gives each host its own request-id prefix and honours overridden limits', () => {
  const first = createFrameHostState({ ...options, timeouts: { request: 50 } })
  const second = createFrameHostState(options)
  expect(first.prefix).toMatch(/^[0-9a-f]{16}$/)
  expect(first.prefix).not.toBe(second.prefix)
  expect(first.limits.request).toBe(50)
})

it('refuses a document without a window, with a stable code', () => {
  const document = new DOMParser().parseFromString('<p></p>', 'text/html')
  let caught: unknown
  try {
    createFrameHostState({ ...options, document })
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(MissingWindowError)
  expect(caught).toMatchObject({
    code: 'EMBEDDED_WALLET_NO_WINDOW',
    shortMessage: 'The embedded wallet needs a document with a window',
  })
})
