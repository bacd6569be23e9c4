import { runServiceCli } from '@portico/server'
import { gatewayCli } from './gatewayCli'

// `npm run gateway` and the dev stack: the same program as cli.ts, run from source.
await runServiceCli(gatewayCli())
