import type { BaseError } from '@portico/common'
import type { StoreApi } from 'zustand/vanilla'
import type { SiwxSession } from './SiwxConfig'

/**
 * Where the sign-in flow is.
 * @example
 * const s: SiwxStatus = 'signing'
 */
export type SiwxStatus = 'idle' | 'signing' | 'success' | 'error'

/**
 * Sign-in state of the active account (spec §4 SIWX).
 * @example
 * const signedIn = portico.stores.siwx.getState().session !== undefined
 */
export type SiwxState = {
  status: SiwxStatus
  /** The active account's session, once known. */
  session: SiwxSession | undefined
  /** Short message of the last failure. */
  error: string | undefined
  /** Stable code of the last failure (its `BaseError` code), which the kit translates by. */
  errorCode: string | number | undefined
  setStatus(status: SiwxStatus, error?: Pick<BaseError, 'shortMessage' | 'code'>): void
  setSession(session: SiwxSession | undefined): void
  reset(): void
}

/**
 * The SIWX store.
 * @example
 * portico.stores.siwx.subscribe((s) => render(s.status))
 */
export type SiwxStore = StoreApi<SiwxState>
