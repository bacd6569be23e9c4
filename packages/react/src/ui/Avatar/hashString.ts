/**
 * A 32-bit FNV-1a hash of a string: stable across runs and platforms.
 * @example
 * hashString('0xabc') === hashString('0xABC'.toLowerCase())
 */
export function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
