import { useContext } from 'react'
import { button } from './messages/en/button'
import { TranslatorContext } from './TranslatorContext'

/**
 * A page-level button's words in the client's locale, or their English defaults while that
 * locale's messages load. Keeps the formatter and catalogues out of the first load.
 * @example
 * const text = useButtonText()
 * text('button.connect') // 'Connect Wallet', or 'Wallet verbinden' in German
 */
export function useButtonText(): (key: keyof typeof button) => string {
  const translator = useContext(TranslatorContext)
  return (key) => (translator ? translator.t(key) : button[key])
}
