import { describe, expect, it } from 'vitest'
import { applicationFieldsSchema, earliestDayOnEarth, isCalendarDay, missingCategories } from '@/domain/careers/application'
import { safeDescriptionHtml } from '@/domain/careers/descriptionHtml'
import { careerHref, careerListHref, localeOfFeedLanguage } from '@/domain/careers/jobPosition'
import { sanitizeFileName } from '@/server/careers/fileName'
import { sniffDocumentType } from '@/server/careers/sniffDocument'
import { docx, pdf, xlsx } from '../../../support/documents'

describe('job descriptions from a feed', () => {
  it('keep text and structural tags without attributes; scripts, handlers, links and images go', () => {
    expect(
      safeDescriptionHtml(
        '<p class="x" onclick="a()">Hi <strong>you</strong> &amp; me</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">link</a><ul><li>one</li></ul><br/>',
      ),
    ).toBe('<p>Hi <strong>you</strong> &amp; me</p>link<ul><li>one</li></ul><br>')
    expect(safeDescriptionHtml('<style>p{}</style><iframe src="//evil"></iframe><svg onload=x><p>ok</p>')).toBe('<p>ok</p>')
    // A stray "<" cannot open a tag.
    expect(safeDescriptionHtml('a <<script>x</script>b')).not.toMatch(/<(?!\/?(p|br|ul|ol|li|strong|b|em|i|h3|h4)>)/)
  })
})

describe('the application’s rules', () => {
  const valid = {
    first_name: 'Ada',
    last_name: 'G',
    email: 'ada@example.com',
    phone: '',
    salary_expectations: '50k',
    available_from: '2026-12-01',
    data_agreement: true,
  }
  it('accept a complete application with an optional phone; refuse a day before today', () => {
    expect(applicationFieldsSchema('2026-11-24').safeParse(valid).success).toBe(true)
    const past = applicationFieldsSchema('2026-11-24').safeParse({ ...valid, available_from: '2026-11-23' })
    expect(past.success ? [] : past.error.issues.map((i) => [i.path[0], i.message])).toEqual([['available_from', 'date-in-past']])
    expect(applicationFieldsSchema('2026-11-24').safeParse({ ...valid, available_from: '2026-11-24' }).success).toBe(true)
    expect(isCalendarDay('2026-02-30')).toBe(false)
  })
  it('names the missing categories in the spec’s order', () => {
    expect(missingCategories([{ category: 'cover-letter' }])).toEqual(['cv', 'employment-reference'])
    expect(missingCategories([{ category: 'cv' }, { category: 'employment-reference' }, { category: 'cover-letter' }])).toEqual([])
  })
  it('takes "today" on the server as the earliest day anywhere (UTC−12)', () => {
    expect(earliestDayOnEarth(new Date('2026-11-24T11:00:00Z'))).toBe('2026-11-23')
    expect(earliestDayOnEarth(new Date('2026-11-24T13:00:00Z'))).toBe('2026-11-24')
  })
  it('maps feed languages back to locales (Chinese as zh)', () => {
    expect(localeOfFeedLanguage('zh')).toBe('zh-hans')
    expect(localeOfFeedLanguage('fr')).toBeNull()
  })
})

// Spec 1 §2: "/{locale}/microsite/{jeweler slug}/ — Prefix for all links in microsite mode".
describe('careers links', () => {
  it('stay on the site without a microsite', () => {
    expect(careerListHref('de')).toBe('/de/career/')
    expect(careerHref('ja', '4711')).toBe('/ja/career/4711/')
  })
  it('stay under the jeweller’s prefix on a microsite, list and positions alike', () => {
    expect(careerListHref('de', 'aurelle-boutique-pforzheim')).toBe('/de/microsite/aurelle-boutique-pforzheim/career/')
    expect(careerHref('de', '4711', 'aurelle-boutique-pforzheim')).toBe('/de/microsite/aurelle-boutique-pforzheim/career/4711/')
    expect(careerHref('zh-hans', 12, 'aurelle-boutique-pforzheim')).toBe('/zh-hans/microsite/aurelle-boutique-pforzheim/career/12/')
  })
})

describe('application files', () => {
  it('are judged by their bytes', () => {
    expect(sniffDocumentType(pdf())).toBe('application/pdf')
    // A PDF header alone (no cross-reference, no end) is no document.
    expect(sniffDocumentType(Buffer.from('%PDF-1.4\n'))).toBeNull()
    expect(sniffDocumentType(docx())).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(sniffDocumentType(xlsx())).toBeNull()
    expect(sniffDocumentType(Buffer.from('MZ\x90\x00 This program cannot be run in DOS mode'))).toBeNull()
    expect(sniffDocumentType(Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.from('[Content_Types].xml word/document.xml')]))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(sniffDocumentType(Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.from('[Content_Types].xml xl/workbook.xml')]))).toBeNull()
    expect(sniffDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffDocumentType(Buffer.from('<svg/>'))).toBeNull()
  })
  it('keep a clean name with the extension of what they are', () => {
    expect(sanitizeFileName('C:\\Users\\ada\\Lebenslauf.PDF', 'pdf')).toBe('Lebenslauf.pdf')
    expect(sanitizeFileName('../../.hidden\u0000<x>.exe', 'pdf')).toBe('hiddenx.exe.pdf')
    expect(sanitizeFileName('', 'png')).toBe('file.png')
    expect(sanitizeFileName(`${'a'.repeat(300)}.docx`, 'docx')).toBe(`${'a'.repeat(110)}.docx`)
  })
})
