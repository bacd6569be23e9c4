import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * A WalletConnect provider request before connect (spec §8).
 * @example
 * if (!session) throw new ProviderNotConnectedError()
 */
export class ProviderNotConnectedError extends BaseError {
  override name = 'ProviderNotConnectedError'
  override readonly code = 'PROVIDER_NOT_CONNECTED'
  constructor(args: BaseErrorParameters = {}) {
    super('Please call connect() before request()', args)
  }
}

/**
 * The WalletConnect sign client is missing (spec §8).
 * @example
 * if (!client) throw new SignClientNotInitializedError()
 */
export class SignClientNotInitializedError extends BaseError {
  override name = 'SignClientNotInitializedError'
  override readonly code = 'SIGN_CLIENT_NOT_INITIALIZED'
  constructor(args: BaseErrorParameters = {}) {
    super('Sign Client not initialized', args)
  }
}

/**
 * The wallet did not approve wallet_getCallsStatus (spec §8).
 * @example
 * throw new CallStatusNotApprovedError()
 */
export class CallStatusNotApprovedError extends BaseError {
  override name = 'CallStatusNotApprovedError'
  override readonly code = 'CALL_STATUS_NOT_APPROVED'
  constructor(args: BaseErrorParameters = {}) {
    super('Fetching call status not approved by the wallet.', args)
  }
}

/**
 * A chain outside every configured namespace (spec §5).
 * @example
 * if (!namespaces[ns]) throw new NamespaceNotConfiguredError()
 */
export class NamespaceNotConfiguredError extends BaseError {
  override name = 'NamespaceNotConfiguredError'
  override readonly code = 'NAMESPACE_NOT_CONFIGURED'
  constructor(args: BaseErrorParameters = {}) {
    super('Namespace is not configured. Please call connect() first with namespace config.', args)
  }
}
