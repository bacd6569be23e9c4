import { type Address, createPublicClient, http, parseAbi } from 'viem'
import { defaultAccountAbstraction } from './accountAbstraction'

const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/**
 * The address of `owner`'s Portico smart account (salt 0 unless told), as the devnet's
 * PorticoAccount factory computes it, deployed or not.
 * @example
 * expect(await porticoAccountAddress(devnet.rpcUrl, owner)).toBe(smartAccount)
 */
export function porticoAccountAddress(rpcUrl: string, owner: Address, salt = 0n): Promise<Address> {
  return createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: defaultAccountAbstraction.porticoAccountFactory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner, salt],
  })
}
