import type { StackInfo } from '@portico/scripts'

// What globalSetup hands to every test file: `inject('stack')`.
declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo
    /** Base URL of the stack's control endpoint (src/setup/startStackControl.ts). */
    stackControl: string
    /** The gateway's SQLite file, to read what it stored (absent without a gateway). */
    gatewayDbPath?: string
  }
}
