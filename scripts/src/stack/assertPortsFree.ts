import { isPortFree } from '@portico/test/devnet/isPortFree'

/**
 * Throws one error naming every port of `wanted` that is already taken on `host`.
 *
 * @example
 * await assertPortsFree([['demo', 5173], ['gateway', 8787]])
 */
export async function assertPortsFree(
  wanted: readonly (readonly [name: string, port: number])[],
  host = '127.0.0.1',
): Promise<void> {
  const taken = await Promise.all(
    wanted.map(async ([name, port]) =>
      (await isPortFree(port, host)) ? [] : [`${port} (${name})`],
    ),
  )
  const busy = taken.flat()
  if (busy.length > 0) {
    throw new Error(
      `ports already in use: ${busy.join(', ')}. Is another stack running? Set the PORTICO_*_PORT variables to use others.`,
    )
  }
}
