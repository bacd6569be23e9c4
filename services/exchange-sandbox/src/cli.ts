#!/usr/bin/env node
import { runServiceCli } from '@portico/server'
import { exchangeCli } from './exchangeCli'

// The exchange's command (`--help` lists its settings).
await runServiceCli(exchangeCli())
