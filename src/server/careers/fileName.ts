import { toSingleLineText } from '@/domain/singleLineText'

/**
 * The applicant's name for a file as HR sees it: no path, no control, bidi or reserved characters
 * (`cv\u202Efdp.png` showed as "cvgnp.pdf", issue 30; src/domain/singleLineText.ts), no
 * leading dots, at most 120 characters (the extension kept), and the extension of what the bytes
 * are, so `cv.pdf.exe` holding a PDF is shown as `cv.pdf.exe.pdf`, never as something to run.
 * The stored file itself is named by the server (a uuid).
 */
export function sanitizeFileName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = toSingleLineText(base.normalize('NFC'))
    .replace(/[<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
  const stem = cleaned.toLowerCase().endsWith(`.${extension}`) ? cleaned.slice(0, -(extension.length + 1)) : cleaned
  const short = [...stem].slice(0, 110).join('').trim()
  return `${short || 'file'}.${extension}`
}
