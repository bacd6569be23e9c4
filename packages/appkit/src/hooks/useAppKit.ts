import { useMemo } from 'react'
import type { AppKitOpenOptions } from '../AppKit'
import { getCurrentAppKit } from '../internal/currentAppKit'

/**
 * What {@link useAppKit} returns.
 * @example
 * const { open, close }: UseAppKitReturn = useAppKit()
 */
export type UseAppKitReturn = {
  /** Open the modal, on `view` when given (AppKit's view names). */
  open(options?: AppKitOpenOptions): Promise<void>
  close(): Promise<void>
}

/**
 * Opens and closes the modal.
 * @example
 * const { open } = useAppKit()
 * <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 */
export function useAppKit(): UseAppKitReturn {
  const appKit = getCurrentAppKit()
  return useMemo(
    () => ({ open: (options) => appKit.open(options), close: () => appKit.close() }),
    [appKit],
  )
}
