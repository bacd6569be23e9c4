#!/usr/bin/env node
import { runServiceCli } from '@portico/server'
import { kmsCli } from './kmsCli'

// The KMS's command (`--help` lists its settings).
await runServiceCli(kmsCli())
