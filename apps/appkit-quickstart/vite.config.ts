import { defineConfig } from 'vite'
import { viteAppConfig } from '../viteAppConfig.ts'

// The endpoints of the dev stack reach the app as the demo's VITE_PORTICO_* variables
// (scripts/src/stack/demoEnv.ts); the port comes from PORTICO_APPKIT_QUICKSTART_PORT.
const port = Number(process.env.PORTICO_APPKIT_QUICKSTART_PORT || 5176)

export default defineConfig(viteAppConfig(import.meta.url, port))
