import type { Address, Hex } from 'viem'

const word = (value: bigint) => value.toString(16).padStart(64, '0')

function encodeString(text: string): string {
  const bytes = new TextEncoder().encode(text)
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return word(BigInt(bytes.length)) + hex.padEnd(Math.ceil(hex.length / 64) * 64, '0')
}

/**
 * ABI-encodes the constructor arguments both test token contracts take:
 * `(string name, string symbol, uint8 decimals, address[] holders, uint256 amountEach)`.
 * Written out because loading viem's encoder costs the dev stack seconds at start-up; a test
 * checks it against viem's `encodeAbiParameters`.
 *
 * @example
 * const data = `${bytecode}${encodeTokenConstructorArgs('Test', 'TST', 18, [holder], 10n ** 18n).slice(2)}`
 */
export function encodeTokenConstructorArgs(
  name: string,
  symbol: string,
  decimals: number,
  holders: readonly Address[],
  amountEach: bigint,
): Hex {
  const nameTail = encodeString(name)
  const symbolTail = encodeString(symbol)
  const holdersTail =
    word(BigInt(holders.length)) +
    holders.map((holder) => holder.slice(2).toLowerCase().padStart(64, '0')).join('')
  const headSize = 5 * 32
  const nameOffset = headSize
  const symbolOffset = nameOffset + nameTail.length / 2
  const holdersOffset = symbolOffset + symbolTail.length / 2
  const head =
    word(BigInt(nameOffset)) +
    word(BigInt(symbolOffset)) +
    word(BigInt(decimals)) +
    word(BigInt(holdersOffset)) +
    word(amountEach)
  return `0x${head}${nameTail}${symbolTail}${holdersTail}`
}

/**
 * Scales a decimal string of whole tokens by `decimals` (`'2.5'`, 6 → 2500000n).
 *
 * @example
 * toBaseUnits('1000000', 18) // 10n ** 24n
 */
export function toBaseUnits(amount: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount)
  if (!match) throw new Error(`not a token amount: '${amount}'`)
  const fraction = (match[2] ?? '').padEnd(decimals, '0')
  if (fraction.length > decimals) throw new Error(`'${amount}' has more than ${decimals} decimals`)
  return BigInt(`${match[1]}${fraction}`)
}
