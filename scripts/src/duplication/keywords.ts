/**
 * The words of the languages the duplication check reads (TypeScript and JavaScript above all,
 * with Solidity's few of their own) that are grammar rather than names, with the literal values
 * `true`, `false`, `null`, `undefined` and `this`. A line's shape keeps them (`if` and `while`
 * differ) where it replaces names.
 * @example
 * KEYWORDS.has('return') // true
 * KEYWORDS.has('total') // false
 */
export const KEYWORDS: ReadonlySet<string> = new Set([
  ...['abstract', 'as', 'async', 'await', 'break', 'case', 'catch', 'class', 'const', 'continue'],
  ...['debugger', 'declare', 'default', 'delete', 'do', 'else', 'enum', 'export', 'extends'],
  ...['false', 'finally', 'for', 'from', 'function', 'get', 'if', 'implements', 'import', 'in'],
  ...['instanceof', 'interface', 'keyof', 'let', 'new', 'null', 'of', 'private', 'protected'],
  ...['public', 'readonly', 'return', 'satisfies', 'set', 'static', 'super', 'switch', 'this'],
  ...['throw', 'true', 'try', 'type', 'typeof', 'undefined', 'var', 'void', 'while', 'with'],
  ...['yield', 'string', 'number', 'boolean', 'unknown', 'never', 'any'],
  // Solidity
  ...['contract', 'mapping', 'memory', 'calldata', 'storage', 'returns', 'external', 'view'],
  ...['pure', 'payable', 'emit', 'event', 'modifier', 'require', 'uint256', 'address', 'bytes32'],
])

/**
 * Names so common that, like keywords, they say nothing of a line's rule: the error a handler
 * passes on, and CSS's catch-all values. They count as form when a window's thinness is weighed
 * (lineForm), and as names in its shape.
 * @example
 * FORM_NAMES.has('err') // true
 */
export const FORM_NAMES: ReadonlySet<string> = new Set([
  ...['err', 'error', 'important', 'inherit', 'initial', 'none', 'auto'],
])
