/**
 * The exact source text of the top-level `"id"` value of a JSON object frame, or undefined.
 * `JSON.parse` rounds integers above 2^53, so ids like that are echoed from the text instead.
 * @example
 * readRawId('{"id":1732000000000000123,"jsonrpc":"2.0"}') // '1732000000000000123'
 */
export function readRawId(frame: string): string | undefined {
  let depth = 0
  let index = 0
  let expectKey = false
  while (index < frame.length) {
    const char = frame[index]
    if (char === '"') {
      const end = endOfString(frame, index)
      if (depth === 1 && expectKey && frame.slice(index + 1, end) === 'id') {
        return valueAfterColon(frame, end + 1)
      }
      expectKey = false
      index = end + 1
      continue
    }
    if (char === '{' || char === '[') {
      depth++
      expectKey = char === '{'
    } else if (char === '}' || char === ']') {
      depth--
    } else if (char === ',') {
      expectKey = depth === 1
    }
    index++
  }
  return undefined
}

function endOfString(text: string, start: number): number {
  let index = start + 1
  while (index < text.length) {
    const char = text[index]
    if (char === '\\') index += 2
    else if (char === '"') return index
    else index++
  }
  return text.length
}

function valueAfterColon(text: string, from: number): string | undefined {
  const match = /^\s*:\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\s*[,}]/.exec(
    text.slice(from, from + 64),
  )
  return match?.[1]
}
