import { type Address, createPublicClient, http, parseAbi } from 'viem'

const abi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function mint(address to, uint256 amount)',
])

/**
 * A test token's balance of `owner` on a devnet, read straight from the chain.
 * @example
 * await tokenBalance(devnetA.rpcUrl, devnetA.tokens.erc20.address, recipient)
 */
export function tokenBalance(rpcUrl: string, token: Address, owner: Address): Promise<bigint> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  return client.readContract({ address: token, abi, functionName: 'balanceOf', args: [owner] })
}

/**
 * The native balance of `owner` on a devnet.
 * @example
 * await nativeBalance(devnetA.rpcUrl, recipient)
 */
export function nativeBalance(rpcUrl: string, owner: Address): Promise<bigint> {
  return createPublicClient({ transport: http(rpcUrl) }).getBalance({ address: owner })
}
