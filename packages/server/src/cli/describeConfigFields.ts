import { z } from 'zod'

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  default?: unknown
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}

function typeOf(node: JsonSchema): string {
  if (node.enum) return node.enum.map((value) => JSON.stringify(value)).join(' | ')
  if (node.const !== undefined) return JSON.stringify(node.const)
  const union = node.anyOf ?? node.oneOf
  if (union) return [...new Set(union.map(typeOf))].join(' | ')
  if (node.type === 'array' && node.items) return `${typeOf(node.items)}[]`
  if (Array.isArray(node.type)) return node.type.join(' | ')
  return node.type ?? 'any'
}

function walk(node: JsonSchema, path: string, required: boolean, lines: string[]): void {
  const objectNode = node.anyOf?.find((option) => option.properties) ?? node
  if (objectNode.properties) {
    const needed = new Set(objectNode.required ?? [])
    for (const [key, child] of Object.entries(objectNode.properties)) {
      walk(child, path ? `${path}.${key}` : key, needed.has(key), lines)
    }
    return
  }
  if (node.type === 'array' && node.items?.properties) {
    walk(node.items, `${path}[]`, true, lines)
    if (node.default !== undefined) lines.push(`${path}  (default ${JSON.stringify(node.default)})`)
    return
  }
  const note =
    node.default !== undefined
      ? `default ${JSON.stringify(node.default)}`
      : required
        ? 'required'
        : 'optional'
  lines.push(`${path}  ${typeOf(node)}  (${note})`)
}

/**
 * Every field of a config schema, one line each with its type and default (or `required` /
 * `optional`), nested fields by dotted path and array items as `name[]`: what `--help` lists.
 * @example
 * describeConfigFields(z.object({ port: z.number().default(8787) })) // ['port  number  (default 8787)']
 */
export function describeConfigFields(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  const lines: string[] = []
  walk(json, '', true, lines)
  return lines
}
