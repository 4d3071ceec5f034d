// The environment the production server process starts with (start.ts, and the bench and the fault
// drills, which start server.ts's compiled output themselves to measure or kill it).
//
// glibc's malloc settings are read once at process start, so they are set here, for the child:
// - MALLOC_ARENA_MAX=2: glibc gives threads that allocate (libuv's pool running sharp and file work,
//   V8's helpers) arenas of their own, up to 8 per core, and keeps what was freed in each. After
//   the demo seed malloc held 1,010 MB with 56 MB in use, about 450 MB of it in 15 thread arenas;
//   two arenas bound that, for no loss of requests/s in the bench.
// - mmap_threshold=128 KB fixed: by default glibc raises the threshold after each large free (up to
//   32 MB), after which image and SQLite buffers come from the arenas and stay there; fixed, blocks of
//   128 KB and more are mapped and returned to the system when freed.
// Both are ignored where the C library is not glibc; a value set by the operator wins.
// Measured in docs/decisions.md, "Server memory".
export function serverEnv(env: Record<string, string | undefined> = process.env): NodeJS.ProcessEnv {
  return {
    ...env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    GLIBC_TUNABLES: env.GLIBC_TUNABLES ?? 'glibc.malloc.mmap_threshold=131072',
  }
}
