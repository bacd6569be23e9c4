import type { Logger } from './Logger'

const drop = () => {}

/**
 * A logger that writes nothing: for tests and for library callers that pass none.
 * @example
 * const app = createApp({ ...deps, logger: silentLogger })
 */
export const silentLogger: Logger = {
  debug: drop,
  info: drop,
  warn: drop,
  error: drop,
  child: () => silentLogger,
}
