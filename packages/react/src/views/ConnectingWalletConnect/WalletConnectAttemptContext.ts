import { createContext } from 'react'

/**
 * The WalletConnect connect running through core, if any. The modal holds one for all its views,
 * so a view joins the connect in flight instead of starting another (which would apply the
 * same approval twice).
 * @example
 * const attempt: WalletConnectAttempt = { current: undefined }
 */
export type WalletConnectAttempt = { current: Promise<void> | undefined }

/**
 * The modal's {@link WalletConnectAttempt}; null outside the modal (a view rendered alone keeps
 * its own).
 * @example
 * <WalletConnectAttemptContext.Provider value={attempt}>{view}</WalletConnectAttemptContext.Provider>
 */
export const WalletConnectAttemptContext = createContext<WalletConnectAttempt | null>(null)
