import { createStore } from 'zustand/vanilla'
import type { SiwxState, SiwxStore } from '../types/SiwxState'

/**
 * Sign-in state of the active account.
 * @example
 * const siwx = createSiwxStore()
 * siwx.getState().setStatus('signing')
 */
export function createSiwxStore(): SiwxStore {
  return createStore<SiwxState>()((set) => ({
    status: 'idle',
    session: undefined,
    error: undefined,
    errorCode: undefined,
    setStatus: (status, error) =>
      set({ status, error: error?.shortMessage, errorCode: error?.code }),
    setSession: (session) => set({ session }),
    reset: () =>
      set({ status: 'idle', session: undefined, error: undefined, errorCode: undefined }),
  }))
}
