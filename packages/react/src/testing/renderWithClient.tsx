import type { Portico } from '@portico/core'
import { type RenderResult, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { PorticoContext } from '../context/PorticoContext'
import type { Translator } from '../i18n/Translator'
import { TranslatorContext } from '../i18n/TranslatorContext'

/**
 * Renders `ui` as the modal would: under `client` and `translator` (null reads the English
 * defaults, as before a locale's messages load).
 * @example
 * renderWithClient(<UpdateEmailView email="ada@example.com" />, client, await loadTranslator('fr'))
 */
export function renderWithClient(
  ui: ReactNode,
  client: Portico,
  translator: Translator | null = null,
): RenderResult {
  return render(
    <PorticoContext.Provider value={client}>
      <TranslatorContext.Provider value={translator}>{ui}</TranslatorContext.Provider>
    </PorticoContext.Provider>,
  )
}
