import { runServiceCli } from '@portico/server'
import { relayCli } from './relayCli'

// `npm run relay`, the dev stack and the benchmark: the same program as cli.ts, from source.
await runServiceCli(relayCli())
