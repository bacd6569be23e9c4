import { runRelayBench } from './runRelayBench'

// `node --conditions=portico-source --import tsx services/relay/src/bench/main.ts`: print the relay figures as JSON.
const results = await runRelayBench()
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`)
