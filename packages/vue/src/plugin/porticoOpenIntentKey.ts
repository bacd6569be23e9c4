import type { OpenIntent } from '@portico/react/vanilla'
import type { InjectionKey } from 'vue'

/**
 * Where the plugin provides its `OpenIntent`: `usePortico()` and `useModal()` mark it, so the
 * modal and the client are fetched soon after the page's load on a page with its own opener.
 * @example
 * inject(porticoOpenIntentKey, null)?.expect()
 */
export const porticoOpenIntentKey: InjectionKey<OpenIntent> = Symbol('portico-open-intent')
