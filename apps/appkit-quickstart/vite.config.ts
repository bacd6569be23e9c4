import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceConditions } from '../../sourceConditions.ts'

// The endpoints of the dev stack reach the app as the demo's VITE_PORTICO_* variables
// (scripts/src/stack/demoEnv.ts); the port comes from PORTICO_APPKIT_QUICKSTART_PORT.
const port = Number(process.env.PORTICO_APPKIT_QUICKSTART_PORT || 5176)

export default defineConfig({
  ...sourceConditions,
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  build: { target: 'es2022' },
})
