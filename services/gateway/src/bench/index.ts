export type { BenchResult } from './BenchResult'
export { runGatewayBench } from './runGatewayBench'
