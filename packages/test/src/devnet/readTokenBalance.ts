import { type Address, erc20Abi, type PublicClient } from 'viem'

/**
 * What `holder` holds of the ERC-20 `token`, in its base units, as the chain answers now.
 * @example
 * expect(await readTokenBalance(client, tokens.erc20.address, recipient)).toBe(12_500_000n)
 */
export function readTokenBalance(
  client: Pick<PublicClient, 'readContract'>,
  token: Address,
  holder: Address,
): Promise<bigint> {
  return client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  })
}
