export type { BenchResult } from './BenchResult'
export { runGatewayBench } from './runGatewayBench'
export { type GatewayClusterBenchOptions, runGatewayClusterBench } from './runGatewayClusterBench'
