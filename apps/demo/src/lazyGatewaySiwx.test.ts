import { describe, expect, it } from 'vitest'
import { demoSiwxFromUrl, isDemoSiwx } from './lazyGatewaySiwx'

const target = { gatewayUrl: 'http://127.0.0.1:8787', projectId: 'portico-demo' }

describe('demoSiwxFromUrl', () => {
  it('is off without a flag, so the plain connect flow is unchanged', () => {
    expect(demoSiwxFromUrl(new URL('http://127.0.0.1:5173/?testWallet=1'), target)).toBeUndefined()
  })

  it('?siwx=1 asks for an optional sign-in that revokes on disconnect', () => {
    const siwx = demoSiwxFromUrl(new URL('http://127.0.0.1:5173/?siwx=1'), target)
    expect(isDemoSiwx(siwx)).toBe(true)
    expect(siwx?.getRequired?.()).toBe(false)
    expect(siwx?.signOutOnDisconnect).toBe(true)
  })

  it('?siwxRequired=1 makes sign-in required', () => {
    const siwx = demoSiwxFromUrl(new URL('http://127.0.0.1:5173/?siwxRequired=1'), target)
    expect(siwx?.getRequired?.()).toBe(true)
  })
})
