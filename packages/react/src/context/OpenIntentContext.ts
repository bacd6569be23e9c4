import { createContext } from 'react'
import type { OpenIntent } from '../loading/createOpenIntent'

/**
 * The nearest `<PorticoProvider>`'s {@link OpenIntent}: the site's own openers mark it, the
 * modal's and the client's prefetch read it. Null outside a provider.
 * @example
 * const intent = useContext(OpenIntentContext)
 */
export const OpenIntentContext = createContext<OpenIntent | null>(null)
