import { readFileSync } from 'node:fs'
import { z } from 'zod'

const manifestSchema = z.object({ version: z.string() })

/**
 * The `version` of the package.json at `url`: what a service's `--version` prints.
 * @example
 * readPackageVersion(new URL('../package.json', import.meta.url)) // '0.1.0'
 */
export function readPackageVersion(url: URL): string {
  return manifestSchema.parse(JSON.parse(readFileSync(url, 'utf8'))).version
}
