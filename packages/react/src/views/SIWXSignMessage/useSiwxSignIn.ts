import type { SiwxStatus } from '@portico/core'
import { useState } from 'react'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'

/**
 * What the sign-in view needs: where the flow is, the last failure, whether sign-in is
 * required, and the two actions.
 * @example
 * const { status, error, sign, cancel } = useSiwxSignIn()
 */
export type UseSiwxSignInReturn = {
  status: SiwxStatus
  error: string | undefined
  /** The failure's stable code, which its translation goes by. */
  errorCode: string | number | undefined
  required: boolean
  /** True from a click on Cancel until core has disconnected / closed. */
  cancelling: boolean
  sign(): void
  cancel(): void
}

/**
 * The SIWX flow of the active account as the SIWXSignMessage view uses it. Core records a
 * failed sign-in itself (siwx store, toast, SIWX_AUTH_ERROR), so the rejection is only
 * observed here.
 * @example
 * const { sign } = useSiwxSignIn()
 * <Button onClick={sign}>Sign</Button>
 */
export function useSiwxSignIn(): UseSiwxSignInReturn {
  const client = usePorticoClient()
  const status = useStoreValue(client.stores.siwx, (s) => s.status)
  const error = useStoreValue(client.stores.siwx, (s) => s.error)
  const errorCode = useStoreValue(client.stores.siwx, (s) => s.errorCode)
  const [cancelling, setCancelling] = useState(false)
  return {
    status,
    error,
    errorCode,
    required: client.options.siwx?.getRequired?.() ?? false,
    cancelling,
    sign: () => {
      if (status !== 'signing') client.authenticate().catch(() => undefined)
    },
    cancel: () => {
      setCancelling(true)
      client
        .cancelAuthentication()
        .catch((cause: unknown) => client.stores.toast.getState().showError(cause))
        .finally(() => setCancelling(false))
    },
  }
}
