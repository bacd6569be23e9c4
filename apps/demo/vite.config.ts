import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { viteAppConfig } from '../viteAppConfig.ts'

// Runtime endpoints reach the app as VITE_PORTICO_* variables set by the dev stack
// (scripts/src/stack/demoEnv.ts); the port comes from PORTICO_DEMO_PORT.
const port = Number(process.env.PORTICO_DEMO_PORT || 5173)

export default defineConfig(
  viteAppConfig(import.meta.url, port, {
    // Transform the entry at start-up so the first page load is quick.
    server: { warmup: { clientFiles: ['./src/main.tsx'] } },
    // The ethers adapters each bring their own `ethers` (v6 and v5): pre-bundled under the one
    // name, a page would get the other's, so each is pre-bundled as its adapter's.
    optimizeDeps: {
      exclude: ['ethers'],
      include: ['@portico/adapter-ethers > ethers', '@portico/adapter-ethers5 > ethers'],
    },
    build: {
      // The React demo, and the plain page that uses Portico through @portico/web's elements.
      rolldownOptions: {
        input: {
          main: fileURLToPath(new URL('./index.html', import.meta.url)),
          plain: fileURLToPath(new URL('./plain.html', import.meta.url)),
        },
      },
    },
  }),
)
