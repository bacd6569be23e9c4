export type { BenchResult } from './BenchResult'
export { type RelayBenchOptions, runRelayBench } from './runRelayBench'
export { type RelayClusterBenchOptions, runRelayClusterBench } from './runRelayClusterBench'
