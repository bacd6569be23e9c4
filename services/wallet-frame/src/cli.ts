#!/usr/bin/env node
import { runServiceCli } from '@portico/server'
import { walletFrameCli } from './walletFrameCli'

// The wallet frame's command (`portico-wallet-frame --help`).
await runServiceCli(walletFrameCli())
