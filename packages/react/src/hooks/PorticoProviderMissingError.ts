import { BaseError } from '@portico/common'

/**
 * A Portico hook or component ran outside `<PorticoProvider client={…}>`: a mistake in the app's
 * tree, named so the app's developer sees where to put the provider.
 * @example
 * if (!client) throw new PorticoProviderMissingError()
 */
export class PorticoProviderMissingError extends BaseError {
  override name = 'PorticoProviderMissingError'
  override readonly code = 'PORTICO_PROVIDER_MISSING'
  constructor() {
    super('Portico hooks must be used inside <PorticoProvider client={…}>.')
  }
}
