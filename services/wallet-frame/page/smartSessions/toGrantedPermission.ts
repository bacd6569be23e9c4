import type { GrantedPermission } from '@portico/common/schemas/api'
import type { SessionGrantRequest } from './parseGrantRequest'

/**
 * The granted permission as the wallet answers it and the gateway records it: ERC-7715's
 * `contract-call` with each function's selector and argument rules (the compared 32-byte word),
 * the spending limit and the gas limits (decimal strings).
 * @example
 * const [permission] = [toGrantedPermission(grant)]
 */
export function toGrantedPermission(grant: SessionGrantRequest): GrantedPermission {
  return {
    type: 'contract-call',
    data: {
      address: grant.target,
      functions: grant.calls.map((call) => ({
        ...(call.name !== call.selector && { functionName: call.name }),
        selector: call.selector,
        ...(call.args.length > 0 && {
          args: call.args.map((rule) => ({
            index: rule.index,
            condition: rule.condition,
            value: rule.word,
          })),
        }),
      })),
    },
    policies: [
      { type: 'spending-limit', data: { limit: grant.spendingLimit.toString() } },
      {
        type: 'gas-limit',
        data: {
          limit: grant.gasBudget.toString(),
          perOperationLimit: grant.gasPerOperation.toString(),
        },
      },
    ],
  }
}
