import { decodeFunctionResult, encodeFunctionData, type Hex, hexToString, parseAbi } from 'viem'

/**
 * One `eth_call` on the frame's current chain (through the service's `/rpc/v1`): the raw result.
 * @example const read: ReadContract = (to, data) => requestNode(api, path, 'eth_call', [{ to, data }, 'latest'])
 */
export type ReadContract = (to: Hex, data: Hex) => Promise<Hex>

/** What a token contract says about itself; a field it could not answer is left out. */
export type TokenInfo = { address: Hex; symbol?: string; name?: string; decimals?: number }

const stringAbi = parseAbi([
  'function symbol() view returns (string)',
  'function name() view returns (string)',
  'function decimals() view returns (uint8)',
])
const bytes32Abi = parseAbi([
  'function symbol() view returns (bytes32)',
  'function name() view returns (bytes32)',
])

// A token names itself: text with control characters (a newline that pushes a row off screen,
// a right-to-left override) or a page-long name is not shown.
const readable = (text: string) =>
  text.length > 0 && text.length <= 40 && !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(text)
    ? text
    : undefined

async function readText(read: ReadContract, address: Hex, functionName: 'symbol' | 'name') {
  let raw: Hex
  try {
    raw = await read(address, encodeFunctionData({ abi: stringAbi, functionName }))
  } catch {
    return undefined
  }
  try {
    return readable(decodeFunctionResult({ abi: stringAbi, functionName, data: raw }))
  } catch {
    // Older tokens (MKR, SAI) answer a bytes32.
    try {
      const bytes = decodeFunctionResult({ abi: bytes32Abi, functionName, data: raw })
      return readable(hexToString(bytes).replace(/\0+$/, ''))
    } catch {
      return undefined
    }
  }
}

async function readDecimals(read: ReadContract, address: Hex) {
  try {
    const raw = await read(
      address,
      encodeFunctionData({ abi: stringAbi, functionName: 'decimals' }),
    )
    return decodeFunctionResult({ abi: stringAbi, functionName: 'decimals', data: raw })
  } catch {
    return undefined
  }
}

/**
 * Reads a token's `symbol()` and `decimals()` (an amount's unit), or a collection's `name()`,
 * from the chain; what a contract does not answer (no code, a revert, a malformed or unprintable
 * answer) stays undefined: never a guess.
 * @example const token = await readTokenInfo(read, '0x5FbDB2315678afecb367f032d93F642f64180aa3')
 */
export async function readTokenInfo(
  read: ReadContract,
  address: Hex,
  what: 'amount' | 'collection' = 'amount',
): Promise<TokenInfo> {
  // Only the calls the view needs: a batch of 32 token calls must not become a hundred reads.
  const [symbol, name, decimals] = await Promise.all([
    what === 'amount' ? readText(read, address, 'symbol') : undefined,
    what === 'collection' ? readText(read, address, 'name') : undefined,
    what === 'amount' ? readDecimals(read, address) : undefined,
  ])
  return {
    address,
    ...(symbol !== undefined && { symbol }),
    ...(name !== undefined && { name }),
    ...(decimals !== undefined && { decimals }),
  }
}
