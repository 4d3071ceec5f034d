// A child's stdout and stderr, line by line, each line prefixed with a tag: several children writing
// at once stay readable (npm test's side-by-side suites, npm run cluster's processes).

/** Copies the child's output to this process's stdout, `tag` before every line. */
export function writePrefixed(child, tag) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop()
      for (const line of lines) process.stdout.write(tag + line + '\n')
    })
    stream.on('end', () => rest && process.stdout.write(tag + rest + '\n'))
  }
}
