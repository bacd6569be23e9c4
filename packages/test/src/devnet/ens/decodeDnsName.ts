import { type Hex, hexToBytes } from 'viem'

/**
 * A DNS wire-format name (length-prefixed labels, a zero byte last) as dotted text.
 * @example decodeDnsName('0x03616263036574680000') // 'abc.eth'
 */
export function decodeDnsName(encoded: Hex): string {
  const bytes = hexToBytes(encoded)
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length && bytes[offset] !== 0) {
    const length = bytes[offset] ?? 0
    labels.push(new TextDecoder().decode(bytes.slice(offset + 1, offset + 1 + length)))
    offset += 1 + length
  }
  return labels.join('.')
}
