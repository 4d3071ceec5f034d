import type { Payload } from 'payload'
import type { UrlLocale } from '@/i18n/locales'
import { context, firstLocale, otherLocales } from './assets'
import { paragraphsToLexical } from './lexical'

type Texts = { name: string; keywords: string; descriptions: [string, string[]][] }
type SeedPosition = {
  key: string
  office: string
  department: string
  recruitingCategory: string
  occupation: string
  occupationCategory: string
  employmentType: 'permanent' | 'working_student'
  seniority: 'entry-level' | 'experienced' | 'student'
  schedule: 'full-time' | 'part-time' | 'full-or-part-time'
  yearsOfExperience: '1-2' | '2-5' | 'lt-1'
  texts: Record<UrlLocale, Texts>
}

/** Three open positions of the house, German and English in full, Japanese and Chinese descriptions. */
const positions: SeedPosition[] = [
  {
    key: 'goldsmith',
    office: 'Pforzheim',
    department: 'Manufaktur',
    recruitingCategory: 'Handwerk',
    occupation: 'Goldschmied',
    occupationCategory: 'Handwerk und Produktion',
    employmentType: 'permanent',
    seniority: 'experienced',
    schedule: 'full-time',
    yearsOfExperience: '2-5',
    texts: {
      de: {
        name: 'Goldschmied (m/w/d)',
        keywords: 'Goldschmied, Fassen, Manufaktur',
        descriptions: [
          [
            'Ihre Aufgaben',
            [
              'Sie fertigen Ringe und Colliers unserer Kollektionen von Hand, vom Guss bis zur Politur.',
              'Sie fassen Steine und arbeiten Gravuren nach Kundenwunsch aus.',
            ],
          ],
          [
            'Ihr Profil',
            [
              'Abgeschlossene Ausbildung als Goldschmied und einige Jahre Werkstatterfahrung.',
              'Ein sicheres Auge für Details und Freude an feiner Handarbeit.',
            ],
          ],
        ],
      },
      en: {
        name: 'Goldsmith (m/f/d)',
        keywords: 'goldsmith, setting, workshop',
        descriptions: [
          [
            'Your tasks',
            [
              'You make the rings and necklaces of our collections by hand, from casting to polishing.',
              'You set stones and carry out engravings to customers’ wishes.',
            ],
          ],
          ['Your profile', ['A completed goldsmith apprenticeship and a few years of workshop experience.', 'A sure eye for detail and joy in fine handwork.']],
        ],
      },
      ja: {
        name: 'ゴールドスミス',
        keywords: 'ゴールドスミス, 石留め, 工房',
        descriptions: [
          [
            '仕事内容',
            [
              '鋳造から研磨まで、コレクションのリングやネックレスを手作業で製作していただきます。',
              '石留めや、お客様のご希望に応じた刻印も担当していただきます。',
            ],
          ],
          ['応募資格', ['ゴールドスミスの職業訓練修了と数年の工房経験。', '細部への確かな目と、繊細な手仕事への情熱。']],
        ],
      },
      'zh-hans': {
        name: '金匠',
        keywords: '金匠, 镶嵌, 工坊',
        descriptions: [
          ['工作职责', ['从铸造到抛光，手工制作我们系列中的戒指与项链。', '负责宝石镶嵌，并按顾客要求完成雕刻。']],
          ['任职要求', ['完成金匠职业培训，并具备数年工坊经验。', '对细节有敏锐的眼光，热爱精细手工。']],
        ],
      },
    },
  },
  {
    key: 'boutique',
    office: 'München',
    department: 'Boutique',
    recruitingCategory: 'Verkauf',
    occupation: 'Schmuckberater',
    occupationCategory: 'Verkauf und Kundenberatung',
    employmentType: 'permanent',
    seniority: 'experienced',
    schedule: 'full-or-part-time',
    yearsOfExperience: '1-2',
    texts: {
      de: {
        name: 'Schmuckberater in der Boutique München (m/w/d)',
        keywords: 'Verkauf, Beratung, Boutique',
        descriptions: [
          [
            'Ihre Aufgaben',
            [
              'Sie beraten unsere Kundinnen und Kunden persönlich, vom Verlobungsring bis zum Jahresring.',
              'Sie betreuen Aufträge und Reparaturen bis zur Übergabe.',
            ],
          ],
          ['Ihr Profil', ['Erfahrung im Verkauf hochwertiger Produkte, gern im Schmuck- oder Uhrenhandel.', 'Sehr gutes Deutsch und Englisch.']],
        ],
      },
      en: {
        name: 'Jewellery Advisor, Munich Boutique (m/f/d)',
        keywords: 'sales, advice, boutique',
        descriptions: [
          [
            'Your tasks',
            [
              'You advise our customers in person, from the engagement ring to the yearly ring.',
              'You look after orders and repairs until they are handed over.',
            ],
          ],
          ['Your profile', ['Experience in selling fine goods, ideally jewellery or watches.', 'Very good German and English.']],
        ],
      },
      ja: {
        name: 'ジュエリーアドバイザー（ミュンヘン・ブティック）',
        keywords: '販売, 接客, ブティック',
        descriptions: [
          ['仕事内容', ['婚約指輪からイヤーリングまで、お客様一人ひとりに丁寧にご案内していただきます。', 'ご注文や修理をお渡しまで担当していただきます。']],
          ['応募資格', ['高級品販売の経験（ジュエリー・時計業界歓迎）。', '高いドイツ語力と英語力。']],
        ],
      },
      'zh-hans': {
        name: '珠宝顾问（慕尼黑精品店）',
        keywords: '销售, 咨询, 精品店',
        descriptions: [
          ['工作职责', ['从订婚戒指到年度戒指，为顾客提供个性化咨询。', '跟进订单与维修，直至交付。']],
          ['任职要求', ['具备高端产品销售经验，珠宝或腕表行业优先。', '德语和英语流利。']],
        ],
      },
    },
  },
  {
    key: 'marketing',
    office: 'Pforzheim',
    department: 'Marketing',
    recruitingCategory: 'Marketing',
    occupation: 'Werkstudent Marketing',
    occupationCategory: 'Marketing und Kommunikation',
    employmentType: 'working_student',
    seniority: 'student',
    schedule: 'part-time',
    yearsOfExperience: 'lt-1',
    texts: {
      de: {
        name: 'Werkstudent Marketing (m/w/d)',
        keywords: 'Marketing, Werkstudent, Social Media',
        descriptions: [['Ihre Aufgaben', ['Sie unterstützen unser Team bei Kampagnen, Newslettern und der Pflege der Website in fünf Sprachen.']]],
      },
      en: {
        name: 'Working Student, Marketing (m/f/d)',
        keywords: 'marketing, working student, social media',
        descriptions: [['Your tasks', ['You support our team with campaigns, newsletters and the website in five languages.']]],
      },
      ja: {
        name: 'マーケティング 学生スタッフ',
        keywords: 'マーケティング, 学生, SNS',
        descriptions: [['仕事内容', ['キャンペーン、ニュースレター、5言語のウェブサイト運営をサポートしていただきます。']]],
      },
      'zh-hans': {
        name: '市场营销在读学生岗',
        keywords: '市场营销, 在读学生, 社交媒体',
        descriptions: [['工作职责', ['协助团队开展营销活动、新闻通讯及五种语言网站的维护。']]],
      },
    },
  },
]

/** The demo positions, once: HR's later changes are left alone on a re-run. */
export async function seedCareers(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'job-positions', overrideAccess: true })
  if (totalDocs) return
  const texts = (p: SeedPosition, l: UrlLocale, prior: { id?: string | null }[] = []) => ({
    name: p.texts[l].name,
    keywords: p.texts[l].keywords,
    jobDescriptions: p.texts[l].descriptions.map(([name, paragraphs], i) => ({ id: prior[i]?.id ?? undefined, name, value: paragraphsToLexical(paragraphs) })),
  })
  for (const p of positions) {
    const { key: _key, texts: _texts, ...fields } = p
    const doc = await payload.create({
      collection: 'job-positions',
      locale: firstLocale,
      data: { ...fields, active: true, ...texts(p, firstLocale) } as never,
      overrideAccess: true,
      context,
      depth: 0,
    })
    for (const l of otherLocales) {
      await payload.update({ collection: 'job-positions', id: doc.id, locale: l, data: texts(p, l) as never, overrideAccess: true, context, depth: 0 })
    }
  }
}
