/**
 * What `read` resolves to, or null where it fails: a contract's optional view (an ERC-20's
 * name, an NFT's tokenURI) that a contract may not have, so the indexer stores no value and
 * goes on instead of failing the batch.
 * @example const name = await readOrNull(client.readContract({ address, abi: erc20Abi, functionName: 'name' }))
 */
export async function readOrNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch {
    return null
  }
}
