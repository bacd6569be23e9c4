import {
  type BaseError,
  SwitchChainError,
  type SwitchChainErrorCode,
  UserRejectedRequestError,
} from '@portico/common'
import { walletErrorCode } from './walletErrorCode'

/**
 * Maps a failed `wallet_switchEthereumChain` / `wallet_addEthereumChain` to the spec's errors.
 *
 * 4001 is a rejection; 4902 (unknown chain) and ±32603 (invalid chain id) keep their meaning;
 * every other failure is {@link SwitchChainError} with the default code 5000.
 * @example
 * try { await switchEvmChain(...) } catch (error) { throw toSwitchChainError(error) }
 */
export function toSwitchChainError(error: unknown): BaseError {
  if (error instanceof SwitchChainError || error instanceof UserRejectedRequestError) return error
  const code = walletErrorCode(error)
  if (code === UserRejectedRequestError.code) return new UserRejectedRequestError({ cause: error })
  return new SwitchChainError({ code: switchChainCode(code), cause: error })
}

/**
 * The spec's switch-chain code for a wallet error code.
 * @example
 * switchChainCode(-32603) // 32603
 */
export function switchChainCode(code: number | undefined): SwitchChainErrorCode {
  if (code === SwitchChainError.UNRECOGNIZED_CHAIN) return SwitchChainError.UNRECOGNIZED_CHAIN
  if (code !== undefined && Math.abs(code) === SwitchChainError.INVALID_CHAIN_ID) {
    return SwitchChainError.INVALID_CHAIN_ID
  }
  return SwitchChainError.DEFAULT
}
