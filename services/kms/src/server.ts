import { readFileSync } from 'node:fs'
import { startKms } from './startKms'

// Runs the KMS on Node: PORTICO_KMS_CONFIG names an optional JSON config (kmsConfigSchema);
// PORTICO_KMS_PORT (8791) and PORTICO_KMS_DATA_DIR (.cache/kms) override it.
const file = process.env.PORTICO_KMS_CONFIG
const config = {
  ...(file ? (JSON.parse(readFileSync(file, 'utf8')) as object) : {}),
  ...(process.env.PORTICO_KMS_PORT && { port: Number(process.env.PORTICO_KMS_PORT) }),
  ...(process.env.PORTICO_KMS_DATA_DIR && { dataDir: process.env.PORTICO_KMS_DATA_DIR }),
}
const kms = await startKms(config)
process.stdout.write(`kms listening on ${kms.url} (client token: ${kms.tokenPath})\n`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void kms.close().then(() => process.exit(0)))
