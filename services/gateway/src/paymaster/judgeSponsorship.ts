import { type Hex, parseEther } from 'viem'
import { decodeAccountCalls } from './decodeAccountCalls'
import { isEip7702Operation } from './isEip7702Operation'
import type { SponsorshipPolicy } from './paymasterConfigSchema'
import type { SponsorshipRefusal } from './sponsorshipRefusals'
import { type UserOperationGas, userOperationMaxCost } from './userOperationMaxCost'

/**
 * What {@link judgeSponsorship} reads of a user operation.
 * @example const operation: JudgedOperation = { sender: '0x…', callData: '0x…', factory: null }
 */
export type JudgedOperation = UserOperationGas & {
  callData: string
  factory?: string | null | undefined
  factoryData?: string | null | undefined
  eip7702Auth?: { address: string } | null | undefined
}

/**
 * Whether a project's policy lets its paymaster sponsor a user operation on a chain, before any
 * budget is spent: the chain, the account factory of an operation that creates its account (for
 * an EIP-7702 account's, the delegate its authorization names: one of the paymaster's
 * `implementations`, with no initialisation call), each call inside the account's `execute` /
 * `executeBatch` (a listed contract, and a listed function when the contract lists some), and
 * the operation's maximum cost against `maxCostPerOperation` (when its gas fields are all
 * there). Answers the refusal, or the maximum cost (undefined for an operation not yet estimated).
 * @example
 * const verdict = judgeSponsorship(policy, 31337, userOperation, chain.paymaster)
 * if ('refusal' in verdict) return refuse(verdict.refusal)
 */
export function judgeSponsorship(
  policy: SponsorshipPolicy,
  chainId: number,
  operation: JudgedOperation,
  paymaster: {
    verificationGasLimit: number
    postOpGasLimit: number
    /** The EIP-7702 paymaster's allowed delegates; none: EIP-7702 operations are refused. */
    implementations?: readonly string[] | undefined
  },
): { refusal: SponsorshipRefusal } | { maxCost: bigint | undefined } {
  if (!policy.chains.includes(chainId)) return { refusal: 'chain' }
  const eip7702 = isEip7702Operation(operation)
  if (eip7702) {
    const delegate = operation.eip7702Auth?.address.toLowerCase()
    const allowed = paymaster.implementations ?? []
    if (!delegate || !allowed.some((implementation) => implementation.toLowerCase() === delegate)) {
      return { refusal: 'delegate' }
    }
    // The EntryPoint would call the account with it first, a call no policy has read.
    if (operation.factoryData && operation.factoryData !== '0x') return { refusal: 'call' }
  } else {
    const factory = operation.factory?.toLowerCase()
    if (factory && !policy.accountFactories.some((f) => f.toLowerCase() === factory)) {
      return { refusal: 'factory' }
    }
  }
  const calls = decodeAccountCalls(operation.callData as Hex, eip7702 ? '0.8' : '0.7')
  if (!calls || calls.length === 0) return { refusal: 'call' }
  for (const call of calls) {
    const to = call.to.toLowerCase()
    const contract = policy.contracts.find((c) => c.address.toLowerCase() === to)
    if (!contract) return { refusal: 'call' }
    if (!contract.selectors) continue
    const selector = call.data.slice(0, 10).toLowerCase()
    if (call.data.length < 10 || !contract.selectors.includes(selector)) return { refusal: 'call' }
  }
  const maxCost = userOperationMaxCost(operation, paymaster)
  if (maxCost !== undefined && maxCost > parseEther(policy.maxCostPerOperation)) {
    return { refusal: 'cost' }
  }
  return { maxCost }
}
