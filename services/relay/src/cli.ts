#!/usr/bin/env node
import { runServiceCli } from '@portico/server'
import { relayCli } from './relayCli'

// The relay's command (`portico-relay --help`).
await runServiceCli(relayCli())
