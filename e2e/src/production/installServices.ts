import { join } from 'node:path'
import { installApp } from '../consumer/installApp'

/**
 * The three service programs as a team installs them: `@portico/gateway`, `@portico/relay` and
 * `@portico/wallet-frame` by name and range from the registry at `registryUrl`, into `dir` (a
 * folder outside the repository), with `env` for npm. Resolves the path of each `bin`.
 * @example
 * const bins = await installServices(join(work, 'services'), registry.url, packages)
 * bins.gateway // '/tmp/…/services/node_modules/.bin/portico-gateway'
 */
export async function installServices(
  dir: string,
  registryUrl: string,
  ranges: ReadonlyMap<string, string>,
  env: NodeJS.ProcessEnv = {},
): Promise<{ gateway: string; relay: string; walletFrame: string }> {
  const range = (name: string) => {
    const found = ranges.get(name)
    if (!found) throw new Error(`${name} was not published`)
    return found
  }
  await installApp(
    dir,
    {
      dependencies: {
        '@portico/gateway': range('@portico/gateway'),
        '@portico/relay': range('@portico/relay'),
        '@portico/wallet-frame': range('@portico/wallet-frame'),
      },
      devDependencies: {},
      files: {},
    },
    registryUrl,
    env,
  )
  const bin = (name: string) => join(dir, 'node_modules', '.bin', name)
  return {
    gateway: bin('portico-gateway'),
    relay: bin('portico-relay'),
    walletFrame: bin('portico-wallet-frame'),
  }
}
