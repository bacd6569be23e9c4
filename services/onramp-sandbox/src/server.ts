import { runServiceCli } from '@portico/server'
import { sandboxCli } from './sandboxCli'

// The dev stack's on-ramp: the same program as cli.ts, from source.
await runServiceCli(sandboxCli())
