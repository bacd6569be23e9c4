/**
 * The variable through which the lanes' runner hands its running stack to each lane's Vitest:
 * the path of a JSON file holding what the test files `inject()`.
 * @example
 * process.env[E2E_STACK_ENV] = join(e2eOutputDir, 'stack.json')
 */
export const E2E_STACK_ENV = 'PORTICO_E2E_STACK'
