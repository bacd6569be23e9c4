import { encodeFunctionData, type Hex, parseAbi } from 'viem'
import type { SessionGrantRequest } from './parseGrantRequest'

// PorticoSessionValidator's enableSession (packages/test/src/devnet/smartAccount/).
const validatorAbi = parseAbi([
  'struct ArgumentRule { uint8 index; uint8 condition; bytes32 value; }',
  'struct CallRule { bytes4 selector; ArgumentRule[] arguments; }',
  'struct Grant { address key; address target; uint48 validUntil; uint256 spendingLimit; uint256 gasBudget; uint256 gasPerOperation; CallRule[] calls; }',
  'function enableSession(bytes32 id, Grant grant)',
])
// The validator's argument conditions.
const CONDITION = { equal: 0, atMost: 1 } as const

/**
 * The call data of `enableSession(id, grant)` on the session validator: what the account's
 * user operation calls once the visitor approved the grant.
 * @example
 * const data = encodeEnableSession(pci, grant)
 */
export function encodeEnableSession(id: Hex, grant: SessionGrantRequest): Hex {
  return encodeFunctionData({
    abi: validatorAbi,
    functionName: 'enableSession',
    args: [
      id,
      {
        key: grant.key,
        target: grant.target,
        validUntil: grant.expiry,
        spendingLimit: grant.spendingLimit,
        gasBudget: grant.gasBudget,
        gasPerOperation: grant.gasPerOperation,
        calls: grant.calls.map((call) => ({
          selector: call.selector,
          arguments: call.args.map((rule) => ({
            index: rule.index,
            condition: CONDITION[rule.condition],
            value: rule.word,
          })),
        })),
      },
    ],
  })
}
