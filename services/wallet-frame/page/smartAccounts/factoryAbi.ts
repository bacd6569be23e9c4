import { parseAbi } from 'viem'

/**
 * The account factory's functions the frame calls: the counterfactual address and the deployment.
 * @example await client.readContract({ address: factory, abi: factoryAbi, functionName: 'getAddress', args: [owner, 0n] })
 */
export const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address)',
])
