/**
 * Text as the hex of its UTF-8 bytes, the form `personal_sign` takes.
 * @example
 * utf8ToHex('hello') // '0x68656c6c6f'
 */
export function utf8ToHex(text: string): `0x${string}` {
  const bytes = new TextEncoder().encode(text)
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
