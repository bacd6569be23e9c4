import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BenchSuite } from './BenchSuite'

/**
 * The suites `npm run bench` runs, in order: the browser suite (kit size and timings on the
 * demo), the import scenarios (what Portico adds to a wagmi site, against its budgets), the consumer
 * scenarios (the same pages built from the packages' dist/, as a site gets them), the rival
 * kits beside them (only when named: it installs them from the npm registry), the
 * WalletConnect suite (click → QR code against a local relay), the first steps of a login on the
 * whole dev stack (email → code view, social → logged in, Farcaster → QR), then the gateway and relay suites
 * from their services, and the same services as several nodes on PostgreSQL and Redis.
 *
 * @example
 * for (const suite of benchSuites()) console.log(suite.name)
 */
export function benchSuites(
  root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..'),
): BenchSuite[] {
  // The bench's own suites live in bench/src/suites/<name>.ts.
  const own = (name: string, exportName: string, extra: Partial<BenchSuite> = {}): BenchSuite => ({
    name,
    modules: [join(root, 'bench/src/suites', `${name}.ts`)],
    exportName,
    ...extra,
  })
  // A service's suites live in its src/bench/; the single-node suites may also come from the
  // folder's index.
  const service = (
    name: string,
    folder: string,
    exportName: string,
    index = false,
  ): BenchSuite => ({
    name,
    modules: [
      ...(index ? [join(root, 'services', folder, 'src/bench/index.ts')] : []),
      join(root, 'services', folder, 'src/bench', `${exportName}.ts`),
    ],
    exportName,
  })
  return [
    own('browser', 'runBrowserBench'),
    own('scenarios', 'runScenariosBench'),
    own('consumer', 'runConsumerBench'),
    own('nuxt', 'runNuxtBench'),
    own('rivals', 'runRivalsBench', { onlyWhenNamed: true }),
    own('walletconnect', 'runWalletConnectBench'),
    own('firstSteps', 'runFirstStepsBench'),
    service('gateway', 'gateway', 'runGatewayBench', true),
    service('relay', 'relay', 'runRelayBench', true),
    service('gateway-cluster', 'gateway', 'runGatewayClusterBench'),
    service('gateway-history-pg', 'gateway', 'runGatewayHistoryPgBench'),
    service('relay-cluster', 'relay', 'runRelayClusterBench'),
  ]
}
