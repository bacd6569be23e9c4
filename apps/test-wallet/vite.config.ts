import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceConditions } from '../../sourceConditions.ts'

// The relay and devnet URLs reach the app as VITE_PORTICO_* variables set by the dev stack
// (scripts/src/stack/demoEnv.ts); the port comes from PORTICO_TEST_WALLET_PORT.
const port = Number(process.env.PORTICO_TEST_WALLET_PORT || 5174)

export default defineConfig({
  ...sourceConditions,
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    warmup: { clientFiles: ['./src/main.tsx'] },
  },
  preview: { host: '127.0.0.1', port, strictPort: true },
  build: { target: 'es2022' },
})
