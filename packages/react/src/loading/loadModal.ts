import type { Locale } from '@portico/common'
import type { ComponentType } from 'react'
import type { AccountButtonProps } from '../components/AccountButton/AccountButton'
import type { Translator } from '../i18n/Translator'

/**
 * Fetches the modal's module: the one dynamic import that splits the modal out of the first
 * load. Safe to call repeatedly; the module is fetched once.
 * @example
 * const { Modal } = await loadModalModule()
 */
export function loadModalModule(): Promise<typeof import('../modal/Modal')> {
  return import('../modal/Modal')
}

/**
 * The modal as `React.lazy` takes it.
 * @example
 * const Modal = lazy(loadModal)
 */
export function loadModal(): Promise<{ default: ComponentType }> {
  return loadModalModule().then((module) => ({ default: module.Modal }))
}

/**
 * The translator of `locale`, through the modal's module (which carries the message formatter),
 * so the first load holds no second dynamic import.
 * @example
 * const translator = await loadModalTranslator('ja')
 */
export function loadModalTranslator(locale: Locale): Promise<Translator> {
  return loadModalModule().then((module) => module.loadTranslator(locale))
}

/**
 * The account button as `React.lazy` takes it, through the modal's module: a page shows it only
 * once connected, so its code (identicon, balance formatting) stays out of the first load.
 * @example
 * const AccountButton = lazy(loadAccountButton)
 */
export function loadAccountButton(): Promise<{ default: ComponentType<AccountButtonProps> }> {
  return loadModalModule().then((module) => ({ default: module.AccountButton }))
}
