/**
 * The stack's default log: each line on the console, prefixed with its service once.
 * @example
 * consoleLog('gateway', 'listening') // [gateway] listening
 */
export function consoleLog(service: string, line: string) {
  const prefix = `[${service}]`
  console.log(line.startsWith(prefix) ? line : `${prefix} ${line}`)
}
