import { runServiceCli } from '@portico/server'
import { kmsCli } from './kmsCli'

// `npm run kms`: the same program as cli.ts, from source.
await runServiceCli(kmsCli())
