import { useContext, useState } from 'react'
import {
  type WalletConnectAttempt,
  WalletConnectAttemptContext,
} from './WalletConnectAttemptContext'

/**
 * The modal's shared {@link WalletConnectAttempt}, or one of the component's own outside it.
 * @example
 * const attempt = useWalletConnectAttempt()
 * await connectWalletConnect(client, attempt)
 */
export function useWalletConnectAttempt(): WalletConnectAttempt {
  const shared = useContext(WalletConnectAttemptContext)
  const [own] = useState<WalletConnectAttempt>(() => ({ current: undefined }))
  return shared ?? own
}
