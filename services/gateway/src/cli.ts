#!/usr/bin/env node
import { runServiceCli } from '@portico/server'
import { gatewayCli } from './gatewayCli'

// The gateway's command (`portico-gateway --help`).
await runServiceCli(gatewayCli())
