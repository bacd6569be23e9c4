import { runServiceCli } from '@portico/server'
import { exchangeCli } from './exchangeCli'

// The dev stack's exchange: the same program as cli.ts, from source.
await runServiceCli(exchangeCli())
