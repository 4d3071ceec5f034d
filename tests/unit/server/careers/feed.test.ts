import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import type { JobPosition } from '@/domain/careers/jobPosition'
import { feedXml } from '@/server/careers/feed'
import { parseFeed } from '@/server/careers/feedClient'

const position: JobPosition = {
  id: '42',
  subcompany: 'Aurelle GmbH',
  office: 'Pforzheim',
  department: 'Manufaktur',
  recruitingCategory: 'Handwerk',
  name: 'Goldschmied <m/w/d> & mehr',
  jobDescriptions: [
    { name: 'Ihre Aufgaben', value: '<p>Steine fassen &amp; polieren</p>' },
    { name: 'Sonderfall', value: '<p>a ]]> b</p>' },
  ],
  employmentType: 'permanent',
  seniority: 'experienced',
  schedule: 'full-time',
  yearsOfExperience: '2-5',
  keywords: 'Gold',
  occupation: 'Goldschmied',
  occupationCategory: 'Handwerk',
  createdAt: '2026-11-01T08:00:00.000Z',
}

describe('the Personio-style feed', () => {
  it('writes workzag-jobs/position with Personio’s elements in their order, descriptions in CDATA', () => {
    const xml = feedXml([position])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>')).toBe(true)
    const elements = [...xml.matchAll(/^ {4}<(\w+)>/gm)].map((m) => m[1])
    expect(elements).toEqual([
      'id',
      'subcompany',
      'office',
      'department',
      'recruitingCategory',
      'name',
      'jobDescriptions',
      'employmentType',
      'seniority',
      'schedule',
      'yearsOfExperience',
      'keywords',
      'occupation',
      'occupationCategory',
      'createdAt',
    ])
    expect(xml).toContain('<name>Goldschmied &lt;m/w/d&gt; &amp; mehr</name>')
    expect(xml).toContain('<![CDATA[<p>Steine fassen &amp; polieren</p>]]>')
    const parsed = new XMLParser({ isArray: (n) => n === 'position' || n === 'jobDescription', parseTagValue: false }).parse(xml)
    expect(parsed['workzag-jobs'].position[0].jobDescriptions.jobDescription[1].value).toBe('<p>a ]]> b</p>')
  })

  it('reads back what it wrote, and an empty feed as no positions', () => {
    expect(parseFeed(feedXml([position]))).toEqual([position])
    expect(parseFeed(feedXml([]))).toEqual([])
    expect(parseFeed('<?xml version="1.0"?><workzag-jobs></workzag-jobs>')).toEqual([])
  })
})
