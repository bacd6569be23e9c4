import { useContext, useEffect } from 'react'
import { OpenIntentContext } from '../context/OpenIntentContext'

/**
 * Marks the page as opening the modal from a button of its own (see `OpenIntent`): the public
 * hooks that hand a site `open()` call it, the kit's own buttons do not.
 * @example
 * useOwnOpener()
 */
export function useOwnOpener(): void {
  const intent = useContext(OpenIntentContext)
  useEffect(() => intent?.expect(), [intent])
}
