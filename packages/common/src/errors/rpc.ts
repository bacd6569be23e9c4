import { BaseError, type BaseErrorParameters } from './BaseError'
import { fixedMessageError } from './fixedMessageError'

/**
 * The user declined a wallet request (EIP-1193 code 4001).
 * @example
 * if (error.walk((e) => e instanceof UserRejectedRequestError)) showToast('Signature declined')
 */
export class UserRejectedRequestError extends BaseError {
  static readonly code = 4001
  override name = 'UserRejectedRequestError'
  override readonly code = UserRejectedRequestError.code
  constructor(args: BaseErrorParameters = {}) {
    // Not a spec sentence: written for the visitor, not echoed from the wallet's provider.
    super('You declined the request in your wallet.', args)
  }
}

/**
 * A call to an RPC method outside the allowed lists (spec §6/§8). The UI shows `uiMessage`.
 * @example
 * if (!isKnownRpcMethod(method)) throw new RpcCallNotAllowedError({ metaMessages: [method] })
 */
export class RpcCallNotAllowedError extends fixedMessageError(
  'RpcCallNotAllowedError',
  'RPC_CALL_NOT_ALLOWED',
  'Requested RPC call is not allowed',
) {
  static readonly uiMessage = 'Action not allowed'
}

/**
 * An EVM chain id that cannot be turned into a coin type (spec §5).
 * @example
 * if (chainId >= 2 ** 31) throw new InvalidChainIdError()
 */
export class InvalidChainIdError extends fixedMessageError(
  'InvalidChainIdError',
  'INVALID_CHAIN_ID',
  'Invalid chainId',
) {}

/**
 * One of the codes of {@link SwitchChainError}.
 * @example
 * const code: SwitchChainErrorCode = SwitchChainError.UNRECOGNIZED_CHAIN
 */
export type SwitchChainErrorCode = 4902 | 5000 | 32603

/**
 * The wallet did not switch network (spec §8). `code` tells why: 4902 unrecognized chain,
 * 5000 default, 32603 invalid chain id.
 * @example
 * throw new SwitchChainError({ code: SwitchChainError.UNRECOGNIZED_CHAIN, cause: err })
 */
export class SwitchChainError extends BaseError {
  static readonly UNRECOGNIZED_CHAIN = 4902
  static readonly DEFAULT = 5000
  static readonly INVALID_CHAIN_ID = 32603
  override name = 'SwitchChainError'
  override readonly code: SwitchChainErrorCode

  constructor(args: BaseErrorParameters & { code?: SwitchChainErrorCode } = {}) {
    const { code = SwitchChainError.DEFAULT, ...rest } = args
    super(
      'Failed to switch to chain. The chain is not approved or the wallet does not support wallet_switchEthereumChain.',
      rest,
    )
    this.code = code
  }
}
