import { defineConfig } from 'vite'
import { viteAppConfig } from '../viteAppConfig.ts'

// The relay and devnet URLs reach the app as VITE_PORTICO_* variables set by the dev stack
// (scripts/src/stack/demoEnv.ts); the port comes from PORTICO_TEST_WALLET_PORT.
const port = Number(process.env.PORTICO_TEST_WALLET_PORT || 5174)

export default defineConfig(
  viteAppConfig(import.meta.url, port, {
    server: { warmup: { clientFiles: ['./src/main.tsx'] } },
  }),
)
