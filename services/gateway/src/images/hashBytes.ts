/**
 * 32-bit FNV-1a hash of bytes (the byte-wise twin of `hashString`), for the ETags of raster
 * images.
 * @example
 * hashBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47])) // 0x…, always the same
 */
export function hashBytes(bytes: Uint8Array): number {
  let hash = 0x811c9dc5
  for (const byte of bytes) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
