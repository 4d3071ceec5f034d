/** DATABASE_URL decides the adapter: postgres://… for PostgreSQL, otherwise a SQLite file. */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'sqlite'; url: string }

export function databaseTarget(url = process.env.DATABASE_URL): DatabaseTarget {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url }
  return { kind: 'sqlite', url: url && url.startsWith('file:') ? url : 'file:.data/maison.db' }
}
