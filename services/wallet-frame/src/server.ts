import { runServiceCli } from '@portico/server'
import { walletFrameCli } from './walletFrameCli'

// `npm run wallet-frame` and the dev stack: the same program as cli.ts, run from source.
await runServiceCli(walletFrameCli())
