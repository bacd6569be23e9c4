const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
const CHECKSUM_CONSTANT = { bech32: 1, bech32m: 0x2bc830a3 } as const

/**
 * The two checksum variants: BIP-173 bech32 and BIP-350 bech32m.
 * @example
 * const encoding: Bech32Encoding = 'bech32m'
 */
export type Bech32Encoding = keyof typeof CHECKSUM_CONSTANT

/**
 * A decoded bech32 string: lowercase human-readable part, 5-bit words without the checksum.
 * @example
 * const d: Bech32Decoded = { hrp: 'bc', words: [0, 14, 20], encoding: 'bech32' }
 */
export type Bech32Decoded = { hrp: string; words: number[]; encoding: Bech32Encoding }

function polymod(values: readonly number[]): number {
  let chk = 1
  for (const value of values) {
    const top = chk >>> 25
    chk = ((chk & 0x1ffffff) << 5) ^ value
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATORS[i] ?? 0
  }
  return chk >>> 0
}

function expandHrp(hrp: string): number[] {
  const codes = [...hrp].map((c) => c.charCodeAt(0))
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)]
}

/**
 * Decode and checksum-verify a bech32 or bech32m string (BIP-173/350); undefined when invalid.
 * @example
 * decodeBech32('a12uel5l') // { hrp: 'a', words: [], encoding: 'bech32' }
 */
export function decodeBech32(text: string, limit = 90): Bech32Decoded | undefined {
  if (text.length < 8 || text.length > limit) return undefined
  const lower = text.toLowerCase()
  if (text !== lower && text !== text.toUpperCase()) return undefined
  const separator = lower.lastIndexOf('1')
  if (separator < 1 || separator + 7 > lower.length) return undefined
  const hrp = lower.slice(0, separator)
  for (const char of hrp) {
    const code = char.charCodeAt(0)
    if (code < 33 || code > 126) return undefined
  }
  const data: number[] = []
  for (const char of lower.slice(separator + 1)) {
    const value = CHARSET.indexOf(char)
    if (value < 0) return undefined
    data.push(value)
  }
  const check = polymod([...expandHrp(hrp), ...data])
  const encoding =
    check === CHECKSUM_CONSTANT.bech32
      ? 'bech32'
      : check === CHECKSUM_CONSTANT.bech32m
        ? 'bech32m'
        : undefined
  if (!encoding) return undefined
  return { hrp, words: data.slice(0, -6), encoding }
}

/**
 * Encode 5-bit words with a lowercase human-readable part and a bech32/bech32m checksum.
 * @example
 * encodeBech32('a', [], 'bech32') // 'a12uel5l'
 */
export function encodeBech32(
  hrp: string,
  words: readonly number[],
  encoding: Bech32Encoding,
): string {
  const values = [...expandHrp(hrp), ...words, 0, 0, 0, 0, 0, 0]
  const mod = polymod(values) ^ CHECKSUM_CONSTANT[encoding]
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31)
  return `${hrp}1${[...words, ...checksum].map((w) => CHARSET[w]).join('')}`
}

/**
 * Regroup bits (e.g. 8-bit bytes to 5-bit words); undefined when unpadded input leaves
 * non-zero or over-long padding.
 * @example
 * convertBits([0xff], 8, 5, true) // [31, 28]
 */
export function convertBits(
  data: readonly number[],
  from: number,
  to: number,
  pad: boolean,
): number[] | undefined {
  let acc = 0
  let bits = 0
  const out: number[] = []
  const max = (1 << to) - 1
  for (const value of data) {
    if (value < 0 || value >> from !== 0) return undefined
    acc = (acc << from) | value
    bits += from
    while (bits >= to) {
      bits -= to
      out.push((acc >> bits) & max)
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & max)
  } else if (bits >= from || ((acc << (to - bits)) & max) !== 0) {
    return undefined
  }
  return out
}
