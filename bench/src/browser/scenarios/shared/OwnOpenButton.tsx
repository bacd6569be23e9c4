import { usePortico } from '@portico/react'

/**
 * A site's own sign-in button, as many sites write one with AppKit's `open()` or RainbowKit's
 * `openConnectModal()`: it opens Portico's modal through the hook.
 * @example
 * <OwnOpenButton />
 */
export function OwnOpenButton() {
  const { open } = usePortico()
  return (
    <button type="button" data-bench="own-open" onClick={() => void open()}>
      Sign in
    </button>
  )
}
