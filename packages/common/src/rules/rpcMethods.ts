import { SAFE_RPC_METHODS } from '../constants/safeRpcMethods'
import { UNSAFE_RPC_METHODS } from '../constants/unsafeRpcMethods'

const SAFE: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)
const UNSAFE: ReadonlySet<string> = new Set(UNSAFE_RPC_METHODS)

/**
 * Whether a method needs the user's approval (spec §6).
 * @example
 * isUnsafeRpcMethod('eth_sendTransaction') // true
 */
export function isUnsafeRpcMethod(method: string): boolean {
  return UNSAFE.has(method)
}

/**
 * Whether a method is on the safe list.
 * @example
 * isSafeRpcMethod('eth_call') // true
 */
export function isSafeRpcMethod(method: string): boolean {
  return SAFE.has(method)
}

/**
 * Whether a method is on either list; others are refused (spec §5).
 * @example
 * isKnownRpcMethod('eth_sign') // false
 */
export function isKnownRpcMethod(method: string): boolean {
  return SAFE.has(method) || UNSAFE.has(method)
}

const SIGNING: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'solana_signMessage',
])

/**
 * Whether an unsafe method asks for a signature of a message or typed data, not for a
 * transaction: the approval screen says which one the visitor is agreeing to.
 * @example
 * isMessageSigningRpcMethod('personal_sign') // true
 * isMessageSigningRpcMethod('eth_sendTransaction') // false
 */
export function isMessageSigningRpcMethod(method: string): boolean {
  return SIGNING.has(method)
}
