import { join } from 'node:path'

/**
 * Where the stack's services start from in a checkout: their `server.ts` files and the test
 * wallet app's folder.
 * @example
 * const { gateway } = stackEntries(repoRoot())
 */
export function stackEntries(root: string) {
  return {
    gateway: join(root, 'services/gateway/src/server.ts'),
    relay: join(root, 'services/relay/src/server.ts'),
    walletFrame: join(root, 'services/wallet-frame/src/server.ts'),
    walletAppDir: join(root, 'apps/test-wallet'),
    onramp: join(root, 'services/onramp-sandbox/src/server.ts'),
    exchange: join(root, 'services/exchange-sandbox/src/server.ts'),
  }
}
