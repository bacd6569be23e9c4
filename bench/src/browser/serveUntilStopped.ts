import { serveStatic } from './serveStatic'

/**
 * Serves a built site with {@link serveStatic} and pushes its close onto a suite's `stops`
 * (see `withWorkDir`); resolves the site's URL.
 * @example
 * const url = await serveUntilStopped(stops, kit.site.outDir)
 */
export async function serveUntilStopped(
  stops: Array<() => Promise<void>>,
  dir: string,
  options?: Parameters<typeof serveStatic>[1],
): Promise<string> {
  const served = await serveStatic(dir, options)
  stops.push(served.close)
  return served.url
}
