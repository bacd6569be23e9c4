import { isPairingExpired, PAIRING_EXPIRY_MARGIN_MS } from '@portico/common'
import { getErrorMessage } from '@portico/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { connectWalletConnect } from './connectWalletConnect'
import { useWalletConnectAttempt } from './useWalletConnectAttempt'

/**
 * Where a WalletConnect pairing stands, as the QR views show it.
 * @example
 * if (pairing.status === 'ready') render(<QrCode value={pairing.uri} … />)
 */
export type PairingState =
  | { status: 'loading' }
  | { status: 'ready'; uri: string }
  | { status: 'expired' }
  | { status: 'error'; message: string }

/**
 * Starts a WalletConnect pairing on mount (joining the connect in flight, or a pairing with 10 s
 * or more left, as a prepared one) and follows it: the uri to show, expiry (under 10 s left,
 * spec §5) and failure (declined, relay unreachable). `retry` asks for a fresh uri. On approval
 * core stores the account and closes the modal.
 * @example
 * const { pairing, retry } = useWalletConnectPairing()
 */
export function useWalletConnectPairing(): { pairing: PairingState; retry: () => void } {
  const client = usePorticoClient()
  const uri = useStoreValue(client.stores.connection, (s) => s.wcUri)
  const expiry = useStoreValue(client.stores.connection, (s) => s.wcPairingExpiry)
  const [failure, setFailure] = useState<string | undefined>()
  // The uri on screen when a new one was asked for: it stays 'loading' until another arrives.
  const [staleUri, setStaleUri] = useState<string | undefined>()
  const [now, setNow] = useState(() => Date.now())
  const started = useRef(false)
  const mounted = useRef(true)
  const attempt = useWalletConnectAttempt()

  const run = useCallback(
    async (joinable: boolean) => {
      const { wcUri, wcPairingExpiry, wcError } = client.stores.connection.getState()
      setFailure(undefined)
      setNow(Date.now())
      // A live pairing from an earlier visit is joined; a failed or expired one is replaced.
      const live = joinable && !wcError && !isPairingExpired(wcPairingExpiry, Date.now())
      setStaleUri(live ? undefined : wcUri)
      try {
        await connectWalletConnect(client, attempt, { fresh: !live })
      } catch (error) {
        if (mounted.current) setFailure(getErrorMessage(error))
      }
    },
    [client, attempt],
  )

  useEffect(() => {
    mounted.current = true
    // StrictMode runs effects twice; one pairing request is enough.
    if (!started.current) {
      started.current = true
      void run(true)
    }
    return () => {
      mounted.current = false
    }
  }, [run])

  // Re-render at the moment the pairing stops being usable, so 'Try again' shows on time.
  useEffect(() => {
    if (expiry === undefined) return
    const wait = expiry - PAIRING_EXPIRY_MARGIN_MS - Date.now()
    if (wait <= 0) return
    const timer = setTimeout(() => setNow(Date.now()), wait + 1)
    return () => clearTimeout(timer)
  }, [expiry])

  const pairing: PairingState = failure
    ? { status: 'error', message: failure }
    : !uri || uri === staleUri
      ? { status: 'loading' }
      : isPairingExpired(expiry, now)
        ? { status: 'expired' }
        : { status: 'ready', uri }
  return { pairing, retry: () => void run(false) }
}
