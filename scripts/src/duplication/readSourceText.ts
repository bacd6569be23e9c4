import { lstatSync, readFileSync } from 'node:fs'

/** A larger file is generated or data, not code written by hand. */
export const MAX_FILE_BYTES = 1024 * 1024

/**
 * The text of a source file, or why it is left out: a link, larger than MAX_FILE_BYTES, holding
 * a NUL byte (binary), or gone since git listed it.
 * @example
 * readSourceText('/repo/a.ts') // { text: 'export const a = 1\n' }
 * readSourceText('/repo/big.js') // { leftOut: 'over 1 MiB' }
 */
export function readSourceText(path: string): { text: string } | { leftOut: string } {
  let stat: ReturnType<typeof lstatSync>
  try {
    stat = lstatSync(path)
  } catch {
    return { leftOut: 'missing' }
  }
  if (stat.isSymbolicLink() || !stat.isFile()) return { leftOut: 'a link' }
  if (stat.size > MAX_FILE_BYTES) return { leftOut: 'over 1 MiB' }
  const bytes = readFileSync(path)
  if (bytes.includes(0)) return { leftOut: 'no text' }
  return { text: bytes.toString('utf8') }
}
