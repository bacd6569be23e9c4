import type { TokenBalance } from '@portico/common'
import type { StoreApi } from 'zustand/vanilla'

/**
 * The send form (spec §3 Send state). `portico.sendToken()` sends what it holds.
 * @example
 * portico.stores.send.getState().setReceiverAddress('0x7099…79C8')
 */
export type SendState = {
  /** Token to send; for the native token `address` is absent. */
  token: TokenBalance | undefined
  /** Decimal string in whole units, as typed. */
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  networkBalanceInUSD: string | undefined
  loading: boolean
  setToken(token: TokenBalance | undefined): void
  setTokenAmount(amount: string | undefined): void
  setReceiverAddress(address: string | undefined): void
  setReceiverProfile(profile: { name?: string; imageUrl?: string }): void
  setNetworkBalanceInUSD(value: string | undefined): void
  setLoading(loading: boolean): void
  /** Back to an empty form. */
  reset(): void
}

/**
 * The send store.
 * @example
 * portico.stores.send.subscribe((s) => render(s.sendTokenAmount))
 */
export type SendStore = StoreApi<SendState>
