#!/usr/bin/env node
import { runServiceCli } from '@portico/server'
import { sandboxCli } from './sandboxCli'

// The sandbox's command (`--help` lists its settings).
await runServiceCli(sandboxCli())
