import { createStore } from 'zustand/vanilla'
import type { SendState, SendStore } from '../types/SendState'

const EMPTY = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
} as const

/**
 * The send form (spec §3 Send state).
 * @example
 * const send = createSendStore()
 * send.getState().setTokenAmount('0.1')
 */
export function createSendStore(): SendStore {
  return createStore<SendState>()((set) => ({
    ...EMPTY,
    setToken: (token) => set({ token }),
    setTokenAmount: (sendTokenAmount) => set({ sendTokenAmount }),
    setReceiverAddress: (receiverAddress) => set({ receiverAddress }),
    setReceiverProfile: ({ name, imageUrl }) =>
      set({ receiverProfileName: name, receiverProfileImageUrl: imageUrl }),
    setNetworkBalanceInUSD: (networkBalanceInUSD) => set({ networkBalanceInUSD }),
    setLoading: (loading) => set({ loading }),
    reset: () => set(EMPTY),
  }))
}
