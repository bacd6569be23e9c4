import { createContext } from 'react'

/**
 * True while the modal plays its close animation: its views are still drawn, fading out, but
 * the visitor is done with them. The overlay lets clicks through to the page then; what a view
 * laid over the page itself (the embedded wallet's frame) must go at once, or it would take
 * them. Outside a modal it is false.
 * @example
 * const closing = useContext(ModalClosingContext)
 */
export const ModalClosingContext = createContext(false)
