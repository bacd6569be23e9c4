import { describe, expect, it, vi } from 'vitest'
import { createRouterStore } from './createRouterStore'

describe('createRouterStore', () => {
  it('starts at Connect with one entry', () => {
    const { view, history } = createRouterStore().getState()
    expect(view).toEqual({ view: 'Connect' })
    expect(history).toHaveLength(1)
  })

  it('push adds a view and keeps its data', () => {
    const router = createRouterStore()
    router.getState().push({ view: 'RegisterAccountNameSuccess', name: 'alice' })
    expect(router.getState().view).toEqual({ view: 'RegisterAccountNameSuccess', name: 'alice' })
    expect(router.getState().history.map((v) => v.view)).toEqual([
      'Connect',
      'RegisterAccountNameSuccess',
    ])
  })

  it('pushing the current view updates its data instead of stacking it twice', () => {
    const router = createRouterStore()
    router.getState().push({ view: 'EmailVerifyOtp', email: 'a@b.c' })
    router.getState().push({ view: 'EmailVerifyOtp', email: 'd@e.f' })
    expect(router.getState().history).toEqual([
      { view: 'Connect' },
      { view: 'EmailVerifyOtp', email: 'd@e.f' },
    ])
  })

  it('replace swaps the top entry and reset leaves a single entry', () => {
    const router = createRouterStore()
    router.getState().push({ view: 'AllWallets' })
    router.getState().replace({ view: 'Networks' })
    expect(router.getState().history.map((v) => v.view)).toEqual(['Connect', 'Networks'])
    router.getState().reset({ view: 'Account' })
    expect(router.getState().history).toEqual([{ view: 'Account' }])
    expect(router.getState().view).toEqual({ view: 'Account' })
  })

  it('reset to the parameterless view already alone in the history tells no subscriber', () => {
    const router = createRouterStore()
    const listener = vi.fn()
    router.subscribe(listener)
    router.getState().reset({ view: 'Connect' })
    expect(listener).not.toHaveBeenCalled()
    router.getState().reset({ view: 'EmailVerifyOtp', email: 'd@e.f' })
    router.getState().reset({ view: 'EmailVerifyOtp', email: 'g@h.i' })
    expect(listener).toHaveBeenCalledTimes(2)
    expect(router.getState().view).toEqual({ view: 'EmailVerifyOtp', email: 'g@h.i' })
    router.getState().push({ view: 'Account' })
    router.getState().reset({ view: 'Account' })
    expect(router.getState().history).toEqual([{ view: 'Account' }])
  })

  it('goBack pops when more than one entry', () => {
    const router = createRouterStore()
    router.getState().push({ view: 'AllWallets' })
    expect(router.getState().goBack()).toBe('popped')
    expect(router.getState().view).toEqual({ view: 'Connect' })
  })

  it('goBack with a single entry asks to close and keeps the history', () => {
    const router = createRouterStore()
    expect(router.getState().goBack()).toBe('close')
    expect(router.getState().history).toEqual([{ view: 'Connect' }])
  })

  it('goBack asks to close while UnsupportedChain is in the history', () => {
    const router = createRouterStore({ view: 'UnsupportedChain' })
    router.getState().push({ view: 'Networks' })
    expect(router.getState().goBack()).toBe('close')
    expect(router.getState().view).toEqual({ view: 'Networks' })
  })

  it('transaction stack pops newest first and undefined when empty', () => {
    const router = createRouterStore()
    const first = {}
    const second = {}
    router.getState().pushTransactionStack(first)
    router.getState().pushTransactionStack(second)
    expect(router.getState().popTransactionStack()).toBe(second)
    expect(router.getState().popTransactionStack()).toBe(first)
    expect(router.getState().popTransactionStack()).toBeUndefined()
  })
})
