export type { BenchResult } from './BenchResult'
export { type RelayBenchOptions, runRelayBench } from './runRelayBench'
