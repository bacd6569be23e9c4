import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Absolute path of the repository root (the folder holding the root package.json).
 *
 * @example
 * join(repoRoot(), 'services/gateway/src/server.ts')
 */
export function repoRoot(): string {
  return join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
}
