import { decodeFunctionData, type Hex, parseAbi } from 'viem'

const tokenAbi = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function setApprovalForAll(address operator, bool approved)',
  // Permit2's own allowance call: its token is the first argument, not the contract called.
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
])

/** A call that moves or lets someone move the visitor's tokens, decoded from its data. */
export type TokenCall =
  | { name: 'approve' | 'increaseAllowance'; spender: Hex; amount: bigint }
  | { name: 'transfer'; to: Hex; amount: bigint }
  | { name: 'transferFrom'; from: Hex; to: Hex; amount: bigint }
  | { name: 'setApprovalForAll'; operator: Hex; approved: boolean }
  | { name: 'permit2Approve'; token: Hex; spender: Hex; amount: bigint; expiration: number }

/**
 * Decodes the token calls that move value (ERC-20 `approve`, `increaseAllowance`, `transfer`,
 * `transferFrom`, ERC-721/1155 `setApprovalForAll`, Permit2 `approve`); undefined for any other
 * data, or data that does not decode exactly.
 * @example decodeTokenCall('0x095ea7b3…') // { name: 'approve', spender: '0x…', amount: 2n ** 256n - 1n }
 */
export function decodeTokenCall(data: Hex | undefined): TokenCall | undefined {
  if (!data || data.length < 10) return undefined
  let decoded: ReturnType<typeof decodeFunctionData<typeof tokenAbi>>
  try {
    decoded = decodeFunctionData({ abi: tokenAbi, data })
  } catch {
    return undefined
  }
  const { functionName, args } = decoded
  switch (functionName) {
    case 'approve':
      return args.length === 4
        ? {
            name: 'permit2Approve',
            token: args[0],
            spender: args[1],
            amount: args[2],
            expiration: args[3],
          }
        : { name: 'approve', spender: args[0], amount: args[1] }
    case 'increaseAllowance':
      return { name: 'increaseAllowance', spender: args[0], amount: args[1] }
    case 'transfer':
      return { name: 'transfer', to: args[0], amount: args[1] }
    case 'transferFrom':
      return { name: 'transferFrom', from: args[0], to: args[1], amount: args[2] }
    case 'setApprovalForAll':
      return { name: 'setApprovalForAll', operator: args[0], approved: args[1] }
  }
}
