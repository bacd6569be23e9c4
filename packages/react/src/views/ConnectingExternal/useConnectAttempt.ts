import type { Connector } from '@portico/core'
import { getErrorMessage } from '@portico/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'

/**
 * State of one connection request.
 * @example
 * if (attempt.status === 'error') show(attempt.message)
 */
export type ConnectAttempt = { status: 'pending' } | { status: 'error'; message: string }

/**
 * Sends the connection request to a connector once on mount and again on `retry`, keeping the
 * failure's short message for the view.
 * @example
 * const { attempt, retry } = useConnectAttempt(connector)
 */
export function useConnectAttempt(connector: Connector): {
  attempt: ConnectAttempt
  retry: () => void
} {
  const client = usePorticoClient()
  const [attempt, setAttempt] = useState<ConnectAttempt>({ status: 'pending' })
  const started = useRef<string | null>(null)

  const run = useCallback(async () => {
    setAttempt({ status: 'pending' })
    try {
      // On success core closes the modal, or moves it on (sign-in, unsupported network).
      await client.connect({ connectorId: connector.id, namespace: connector.chain })
    } catch (error) {
      setAttempt({ status: 'error', message: getErrorMessage(error) })
    }
  }, [client, connector.id, connector.chain])

  useEffect(() => {
    // StrictMode mounts effects twice; a wallet must get one request, not two.
    if (started.current === connector.id) return
    started.current = connector.id
    void run()
  }, [connector.id, run])

  return { attempt, retry: () => void run() }
}
