/**
 * Server-to-client WebSocket text frames (RFC 6455: FIN, opcode 1, unmasked) for `texts`, laid
 * out in one buffer, so a turn's frames for a client cost one socket write instead of a header
 * and a payload write each.
 * @example
 * transport.write(encodeTextFrames(['{"id":1,"jsonrpc":"2.0","result":true}']))
 */
export function encodeTextFrames(texts: readonly string[]): Buffer {
  const lengths = texts.map((text) => Buffer.byteLength(text, 'utf8'))
  let total = 0
  for (const length of lengths) total += headerSize(length) + length
  const out = Buffer.allocUnsafe(total)
  let offset = 0
  texts.forEach((text, index) => {
    const length = lengths[index] as number
    out[offset++] = 0x81
    if (length < 126) {
      out[offset++] = length
    } else if (length < 0x10000) {
      out[offset++] = 126
      out.writeUInt16BE(length, offset)
      offset += 2
    } else {
      out[offset++] = 127
      out.writeUInt32BE(Math.floor(length / 0x100000000), offset)
      out.writeUInt32BE(length >>> 0, offset + 4)
      offset += 8
    }
    offset += out.write(text, offset, 'utf8')
  })
  return out
}

function headerSize(length: number): number {
  if (length < 126) return 2
  return length < 0x10000 ? 4 : 10
}
