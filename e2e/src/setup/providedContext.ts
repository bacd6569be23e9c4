import type { StackInfo } from '@portico/scripts'

// What globalSetup hands to every test file: `inject('stack')`.
declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo
  }
}
