import {
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely'

type ColumnRow = {
  table: string
  kind: string
  schema: string
  column: string
  type: string
  type_schema: string
  not_null: boolean
  has_default: boolean
  identity: string
  default_expression: string
  comment: string | null
}

/**
 * Kysely's introspection for PostgreSQL, limited to the tables of the connection's own schema
 * (`current_schema()`, which the pool's search_path sets). Kysely's own lists every schema of
 * the database and looks each one up by name (`has_schema_privilege`,
 * `pg_get_serial_sequence`): in a database shared with other services or test runs, a schema
 * dropped while that query runs fails it with `schema "…" does not exist`, and the migrator,
 * which asks whether its table exists before every run, fails with it. This query joins the
 * catalogue by oid only, so another schema's drop cannot fail it.
 * @example
 * class Dialect extends PostgresDialect { createIntrospector(db) { return ownSchemaIntrospector(db) } }
 */
export function ownSchemaIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
  const getTables = async (options?: DatabaseMetadataOptions): Promise<TableMetadata[]> => {
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, c.relkind as kind, n.nspname as schema, a.attname as column,
        t.typname as type, tn.nspname as type_schema, a.attnotnull as not_null,
        a.atthasdef as has_default, a.attidentity as identity,
        coalesce(pg_catalog.pg_get_expr(d.adbin, d.adrelid), '') as default_expression,
        pg_catalog.col_description(a.attrelid, a.attnum) as comment
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      join pg_catalog.pg_type t on t.oid = a.atttypid
      join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(db)
    const internal = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE])
    const tables = new Map<string, TableMetadata & { columns: ColumnMetadata[] }>()
    for (const row of rows) {
      if (!options?.withInternalKyselyTables && internal.has(row.table)) continue
      let table = tables.get(row.table)
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.kind === 'v', columns: [] }
        tables.set(row.table, table)
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.identity !== '' || row.default_expression.startsWith('nextval('),
        ...(row.comment !== null && { comment: row.comment }),
      })
    }
    return [...tables.values()]
  }
  return {
    async getSchemas(): Promise<SchemaMetadata[]> {
      const { rows } = await sql<SchemaMetadata>`
        select nspname as name from pg_catalog.pg_namespace
        where nspname !~ '^pg_' and nspname <> 'information_schema'
        order by nspname`.execute(db)
      return rows
    },
    getTables,
    async getMetadata(options) {
      return { tables: await getTables(options) }
    },
  }
}
