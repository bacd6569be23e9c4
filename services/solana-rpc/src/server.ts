import { startSolanaRpcServer } from './startSolanaRpcServer'

// The local Solana chain on Node: PORTICO_SOLANA_PORT (8899) for JSON-RPC over HTTP,
// PORTICO_SOLANA_WS_PORT (the HTTP port + 1) for subscriptions, PORTICO_SOLANA_HOST (127.0.0.1),
// PORTICO_SOLANA_CLUSTER (localnet) for the chain's name and so its genesis hash,
// PORTICO_SOLANA_ALLOWED_ORIGINS (comma list) for page origins besides loopback ones that may
// open subscriptions. Port 0: any
// free port; the line printed once listening says which.
async function main() {
  const port = Number(process.env.PORTICO_SOLANA_PORT ?? 8899)
  const wsPort = process.env.PORTICO_SOLANA_WS_PORT
    ? Number(process.env.PORTICO_SOLANA_WS_PORT)
    : undefined
  const host = process.env.PORTICO_SOLANA_HOST ?? '127.0.0.1'
  const cluster = process.env.PORTICO_SOLANA_CLUSTER
  const allowedOrigins = (process.env.PORTICO_SOLANA_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  const solana = await startSolanaRpcServer({
    port,
    host,
    ...(wsPort === undefined ? {} : { wsPort }),
    ...(cluster ? { cluster } : {}),
    allowedOrigins,
  })
  process.stdout.write(
    `solana rpc listening on ${solana.url} (subscriptions ${solana.wsUrl}); test token ${solana.chain.seeded.mint}\n`,
  )
  const stop = () => void solana.close()
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

await main()
