import { type Address, getAddress, maxUint256 } from 'viem'
import { decodeTokenCall } from '../decodeTokenCall'
import type { SmartCall } from './SmartCall'

/**
 * How much of `token` the calls themselves may take from the account, in its smallest unit,
 * counted high, never low: every `transfer` and `transferFrom` of it and every allowance they
 * grant on it (`approve`, `increaseAllowance`, and Permit2's `approve` of it), whoever the
 * spender, for the spender may take it in a later call of the same operation; and, for each
 * other contract the calls reach, the allowance the account already gave it on the token
 * (`allowances`, by address: a router approved in an earlier transaction takes it in this one).
 * A call to the token that says no amount (`setApprovalForAll`, or a function not read here) may
 * take it all: 2^256-1. A fee paid in the token comes on top: the account must hold both.
 * @example tokenSpendOf([{ to: tUsdt, data: transfer(bob, 3_000_000n) }], tUsdt) // 3_000_000n
 */
export function tokenSpendOf(
  calls: readonly SmartCall[],
  token: Address,
  allowances: ReadonlyMap<Address, bigint> = new Map(),
): bigint {
  let spend = 0n
  for (const call of calls) {
    const decoded = decodeTokenCall(call.data)
    const to = decoded?.name === 'permit2Approve' ? decoded.token : call.to
    if (getAddress(to) !== getAddress(token)) continue
    if (call.data === undefined || call.data === '0x') continue
    spend += !decoded || decoded.name === 'setApprovalForAll' ? maxUint256 : decoded.amount
  }
  // Each spender once: what it already may take is used up as it takes it.
  const reached = new Set(calls.map((call) => getAddress(call.to)))
  for (const spender of reached) spend += allowances.get(spender) ?? 0n
  return spend
}
