import { mkdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { serve } from '@hono/node-server'
import type { Hex } from 'viem'
import { createSandboxApp } from './createSandboxApp'
import { createDeliverer } from './delivery/createDeliverer'
import { createOrderStore } from './orders/createOrderStore'
import { sandboxConfigSchema } from './sandboxConfigSchema'

// Runs the sandbox on Node: PORTICO_ONRAMP_CONFIG names its JSON config (sandboxConfigSchema);
// PORTICO_ONRAMP_PORT (5175) and PORTICO_ONRAMP_HOST (127.0.0.1) say where it listens.
async function main() {
  const file = process.env.PORTICO_ONRAMP_CONFIG
  if (!file) throw new Error('PORTICO_ONRAMP_CONFIG must name the sandbox config file')
  const config = sandboxConfigSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  const port = Number(process.env.PORTICO_ONRAMP_PORT ?? 5175)
  const host = process.env.PORTICO_ONRAMP_HOST ?? '127.0.0.1'
  const log = (line: string) => process.stdout.write(`${line}\n`)
  if (config.dbPath !== ':memory:') mkdirSync(dirname(config.dbPath), { recursive: true })
  const store = createOrderStore(config.dbPath)
  const deliverer = createDeliverer({
    chains: config.chains,
    treasuryKey: config.treasuryKey as Hex,
    store,
    log,
  })
  // Orders a previous run left in flight finish (or are seen finished) before new ones start.
  void deliverer.reconcile().catch((error: unknown) => log(`reconcile failed: ${String(error)}`))
  const app = createSandboxApp({
    secret: config.secret,
    chains: config.chains,
    store,
    deliverer,
    now: () => new Date(),
    log,
    allowedRedirectOrigins: config.allowedRedirectOrigins,
    rateLimits: config.rateLimits,
  })
  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
    log(`onramp sandbox listening on http://${host}:${info.port}`)
  })
  const stop = () => {
    server.close()
    store.close()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

await main()
