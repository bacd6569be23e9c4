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
  return [
    {
      name: 'browser',
      modules: [join(root, 'bench/src/suites/browser.ts')],
      exportName: 'runBrowserBench',
    },
    {
      name: 'scenarios',
      modules: [join(root, 'bench/src/suites/scenarios.ts')],
      exportName: 'runScenariosBench',
    },
    {
      name: 'consumer',
      modules: [join(root, 'bench/src/suites/consumer.ts')],
      exportName: 'runConsumerBench',
    },
    {
      name: 'rivals',
      modules: [join(root, 'bench/src/suites/rivals.ts')],
      exportName: 'runRivalsBench',
      onlyWhenNamed: true,
    },
    {
      name: 'walletconnect',
      modules: [join(root, 'bench/src/suites/walletconnect.ts')],
      exportName: 'runWalletConnectBench',
    },
    {
      name: 'firstSteps',
      modules: [join(root, 'bench/src/suites/firstSteps.ts')],
      exportName: 'runFirstStepsBench',
    },
    {
      name: 'gateway',
      modules: [
        join(root, 'services/gateway/src/bench/index.ts'),
        join(root, 'services/gateway/src/bench/runGatewayBench.ts'),
      ],
      exportName: 'runGatewayBench',
    },
    {
      name: 'relay',
      modules: [
        join(root, 'services/relay/src/bench/index.ts'),
        join(root, 'services/relay/src/bench/runRelayBench.ts'),
      ],
      exportName: 'runRelayBench',
    },
    {
      name: 'gateway-cluster',
      modules: [join(root, 'services/gateway/src/bench/runGatewayClusterBench.ts')],
      exportName: 'runGatewayClusterBench',
    },
    {
      name: 'relay-cluster',
      modules: [join(root, 'services/relay/src/bench/runRelayClusterBench.ts')],
      exportName: 'runRelayClusterBench',
    },
  ]
}
