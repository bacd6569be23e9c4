export type { BenchResult } from '@portico/test/stats/BenchResult'
export { type RelayBenchOptions, runRelayBench } from './runRelayBench'
export { type RelayClusterBenchOptions, runRelayClusterBench } from './runRelayClusterBench'
