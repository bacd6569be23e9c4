import { fixedMessageError } from './fixedMessageError'

/**
 * A WalletConnect provider request before connect (spec §8).
 * @example
 * if (!session) throw new ProviderNotConnectedError()
 */
export class ProviderNotConnectedError extends fixedMessageError(
  'ProviderNotConnectedError',
  'PROVIDER_NOT_CONNECTED',
  'Please call connect() before request()',
) {}

/**
 * The WalletConnect sign client is missing (spec §8).
 * @example
 * if (!client) throw new SignClientNotInitializedError()
 */
export class SignClientNotInitializedError extends fixedMessageError(
  'SignClientNotInitializedError',
  'SIGN_CLIENT_NOT_INITIALIZED',
  'Sign Client not initialized',
) {}

/**
 * The wallet did not approve wallet_getCallsStatus (spec §8).
 * @example
 * throw new CallStatusNotApprovedError()
 */
export class CallStatusNotApprovedError extends fixedMessageError(
  'CallStatusNotApprovedError',
  'CALL_STATUS_NOT_APPROVED',
  'Fetching call status not approved by the wallet.',
) {}

/**
 * A chain outside every configured namespace (spec §5).
 * @example
 * if (!namespaces[ns]) throw new NamespaceNotConfiguredError()
 */
export class NamespaceNotConfiguredError extends fixedMessageError(
  'NamespaceNotConfiguredError',
  'NAMESPACE_NOT_CONFIGURED',
  'Namespace is not configured. Please call connect() first with namespace config.',
) {}
