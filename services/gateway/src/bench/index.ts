export type { BenchResult } from '@portico/test/stats/BenchResult'
export { runGatewayBench } from './runGatewayBench'
export { type GatewayClusterBenchOptions, runGatewayClusterBench } from './runGatewayClusterBench'
export {
  type GatewayHistoryPgBenchOptions,
  runGatewayHistoryPgBench,
} from './runGatewayHistoryPgBench'
