import { parseAbi } from 'viem'

/**
 * PorticoSessionValidator's interface (`smartAccount/PorticoSessionValidator.sol`), for the calls
 * an account makes through `execute` and for reading a session and its allowed calls.
 * @example
 * encodeFunctionData({ abi: porticoSessionValidatorAbi, functionName: 'revokeSession', args: [id] })
 */
export const porticoSessionValidatorAbi = parseAbi([
  'struct ArgumentRule { uint8 index; uint8 condition; bytes32 value; }',
  'struct CallRule { bytes4 selector; ArgumentRule[] arguments; }',
  'struct Grant { address key; address target; uint48 validUntil; uint256 spendingLimit; uint256 gasBudget; uint256 gasPerOperation; CallRule[] calls; }',
  'struct Session { address key; uint48 validUntil; bool revoked; bool countsTokens; uint8 callCount; address target; uint256 limit; uint256 spent; uint256 gasBudget; uint256 gasPerOperation; uint256 gasSpent; }',
  'struct StoredCall { bytes4 selector; uint8 argumentCount; ArgumentRule[4] arguments; }',
  'function enableSession(bytes32 id, Grant grant)',
  'function revokeSession(bytes32 id)',
  'function sessionOf(address account, bytes32 id) view returns (Session)',
  'function callOf(address account, bytes32 id, uint256 index) view returns (StoredCall)',
  'event SessionEnabled(address indexed account, bytes32 indexed id, address key, address target, uint256 limit, uint256 gasBudget, uint256 gasPerOperation, uint48 validUntil)',
  'event SessionRevoked(address indexed account, bytes32 indexed id)',
])

/**
 * The validator's argument conditions: the argument's 32-byte word equals the rule's value, or
 * as an unsigned number is at most it.
 * @example { index: 0, condition: SESSION_ARGUMENT_CONDITION.equal, value: pad(recipient) }
 */
export const SESSION_ARGUMENT_CONDITION = { equal: 0, atMost: 1 } as const
