import { parseAbi } from 'viem'

/**
 * PorticoSessionValidator's interface (`smartAccount/PorticoSessionValidator.sol`), for the calls
 * an account makes through `execute` and for reading a session.
 * @example
 * encodeFunctionData({ abi: porticoSessionValidatorAbi, functionName: 'revokeSession', args: [id] })
 */
export const porticoSessionValidatorAbi = parseAbi([
  'function enableSession(bytes32 id, address key, address target, bytes4 selector, uint256 limit, uint48 validUntil)',
  'function revokeSession(bytes32 id)',
  'function sessionOf(address account, bytes32 id) view returns ((address key, bytes4 selector, uint48 validUntil, bool revoked, address target, uint256 limit, uint256 spent))',
  'event SessionEnabled(address indexed account, bytes32 indexed id, address key, address target, bytes4 selector, uint256 limit, uint48 validUntil)',
  'event SessionRevoked(address indexed account, bytes32 indexed id)',
])
