import { BaseError } from '@portico/common'

/**
 * The page already has one of Portico's custom elements: `createPorticoModal()` ran twice.
 * @example
 * if (registry.get('portico-button')) throw new ElementsAlreadyDefinedError('portico-button')
 */
export class ElementsAlreadyDefinedError extends BaseError {
  override name = 'ElementsAlreadyDefinedError'
  override readonly code = 'PORTICO_ELEMENTS_ALREADY_DEFINED'
  constructor(element: string) {
    super(`<${element}> is already defined on this page: call createPorticoModal() once per page`)
  }
}
