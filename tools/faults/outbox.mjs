// Reads the mail the processes wrote to the outbox folder (.eml files): who each went to and its subject.
import fs from 'node:fs'
import path from 'node:path'

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) back to text. */
function decodeWords(value) {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, charset, kind, text) => {
    const bytes =
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (__, h) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          )
    return new TextDecoder(charset).decode(bytes)
  })
}

function header(raw, name) {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line ? decodeWords(line.slice(name.length + 1).trim()) : ''
}

export function readOutbox(dir) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8')
      return { to: header(raw, 'To'), subject: header(raw, 'Subject') }
    })
}
