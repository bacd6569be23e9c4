import { createContext } from 'react'
import type { Translator } from './Translator'

/**
 * The translator for the client's current locale, once its messages have loaded; null before
 * (the buttons then read their English defaults, the modal its English translator).
 * @example
 * const translator = useContext(TranslatorContext)
 */
export const TranslatorContext = createContext<Translator | null>(null)
