import { useContext } from 'react'
import { englishTranslator } from './loadTranslator'
import type { Translator } from './Translator'
import { TranslatorContext } from './TranslatorContext'

/**
 * The modal's translator: the client's locale once its messages have loaded, English until
 * then. For views and the modal's parts (it brings the message formatter, so never import it
 * into the first load).
 * @example
 * const { t } = useT()
 * return <h2>{t('connect.title')}</h2>
 */
export function useT(): Translator {
  return useContext(TranslatorContext) ?? englishTranslator()
}
