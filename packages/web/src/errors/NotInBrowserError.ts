import { BaseError } from '@portico/common'

/**
 * `createPorticoModal()` ran where there are no custom elements (on a server, in Node).
 * @example
 * if (typeof customElements === 'undefined') throw new NotInBrowserError()
 */
export class NotInBrowserError extends BaseError {
  override name = 'NotInBrowserError'
  override readonly code = 'PORTICO_NOT_IN_BROWSER'
  constructor() {
    super('createPorticoModal() runs in the browser, where custom elements exist')
  }
}
