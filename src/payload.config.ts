import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import sharp from 'sharp'
import { Admins } from '@/collections/Admins'
import { previewUrl } from '@/server/preview/previewUrl'
import { Clips } from '@/collections/Clips'
import { Downloads } from '@/collections/Downloads'
import { Jewelers } from '@/collections/Jewelers'
import { Media } from '@/collections/Media'
import { Pages } from '@/collections/Pages'
import { Products } from '@/collections/Products'
import { SearchSynonyms } from '@/collections/SearchSynonyms'
import { Users } from '@/collections/Users'
import { FormSubmissions } from '@/collections/FormSubmissions'
import { Wizards } from '@/collections/Wizards'
import { portalCollections } from '@/collections/portalCollections'
import { tradeCollections } from '@/collections/tradeCollections'
import { Footer } from '@/globals/Footer'
import { FormSettings } from '@/globals/FormSettings'
import { Header } from '@/globals/Header'
import { HouseDetails } from '@/globals/HouseDetails'
import { TradeSettings } from '@/globals/TradeSettings'
import { VatRates } from '@/globals/VatRates'
import { dataLocales, defaultLocale, localeLabels } from '@/i18n/locales'
import { databaseTarget } from '@/server/config/database'
import { postgresPoolOptions, watchedPg } from '@/server/db/postgresPool'
import { resolvePayloadSecret } from '@/server/config/secret'
import { mailAdapter } from '@/server/mail/outboxAdapter'
import { sendMailTask } from '@/server/jobs/sendMailTask'
import { careersCollections } from '@/collections/careersCollections'
import { purgeApplicationsTask } from '@/server/careers/purgeApplications'
import { s3StoragePlugin } from '@/server/storage/s3Storage'
import { servedUploads } from '@/server/http/uploadedFiles'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

const dirname = path.dirname(fileURLToPath(import.meta.url))
// Payload's development-time check that every @payloadcms package has Payload's own version would
// refuse @payloadcms/storage-s3, which exists only as 3.90.1 (installed with overrides onto 3.90.2;
// docs/decisions.md, "S3 storage"). The lockfile pins every version; the check is off, in this one place.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'
const target = databaseTarget()

// Schema push is off for both adapters: every database, dev included, is built by migrations.
const db =
  target.kind === 'postgres'
    ? postgresAdapter({
        pool: postgresPoolOptions(target.url),
        pg: watchedPg,
        push: false,
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        prodMigrations: postgresMigrations,
      })
    : sqliteAdapter({
        client: { url: target.url },
        push: false,
        wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
        busyTimeout: 5000,
        migrationDir: path.resolve(dirname, 'migrations/sqlite'),
        prodMigrations: sqliteMigrations,
      })

export default buildConfig({
  secret: resolvePayloadSecret(),
  serverURL: process.env.PUBLIC_URL ?? '',
  routes: { api: '/cms-api', admin: '/admin' },
  admin: {
    user: Admins.slug,
    meta: { titleSuffix: ' · Aurelle' },
    // Payload's default avatar is a Gravatar image from www.gravatar.com, which the CSP blocks (a
    // broken image) and which would tell a third party who uses the admin: draw the built-in icon.
    avatar: 'default',
    importMap: { baseDir: dirname },
    // The house's order desk (issue 33): placed orders, new ones first, a row per line.
    components: { views: { orderDesk: { Component: '@/components/admin/OrderDesk#OrderDesk', path: '/order-desk' } } },
    // Drafts of pages, products and jeweller microsites in the site itself, beside the form.
    livePreview: {
      collections: ['pages', 'products', 'jewelers'],
      url: ({ data, collectionConfig, locale, req }) =>
        collectionConfig ? previewUrl({ collection: collectionConfig.slug, id: data?.id, locale: locale?.code, req }) : null,
      breakpoints: [
        { name: 'mobile', label: 'Mobile (390)', width: 390, height: 844 },
        { name: 'desktop', label: 'Desktop (1280)', width: 1280, height: 800 },
      ],
    },
  },
  // Uploaded files: nosniff, a CSP that runs nothing for SVG/XML, 404 for an unknown name (issue 30).
  collections: servedUploads([
    Pages,
    Products,
    Media,
    Downloads,
    Clips,
    Jewelers,
    SearchSynonyms,
    Users,
    Admins,
    FormSubmissions,
    Wizards,
    ...tradeCollections,
    ...portalCollections,
    ...careersCollections,
  ]),
  // Uploads above this size are refused before they reach the disk (videos are the largest files).
  upload: { limits: { fileSize: 100 * 1024 * 1024 } },
  globals: [Header, Footer, FormSettings, VatRates, HouseDetails, TradeSettings],
  localization: {
    locales: dataLocales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  editor: lexicalEditor(),
  db,
  sharp,
  // Uploads in an S3-compatible bucket when S3_BUCKET is set (several machines); UPLOAD_DIR otherwise.
  plugins: [s3StoragePlugin()],
  email: mailAdapter(),
  jobs: {
    tasks: [sendMailTask, purgeApplicationsTask],
    deleteJobOnComplete: true,
    // Retries of failed mail run inside the server process; tests and CLI commands run none.
    autoRun: [
      { cron: '* * * * *', queue: 'mail', limit: 20 },
      // Scheduled housekeeping (the expired job applications, issue 19): queued and run here.
      { cron: '*/10 * * * *', queue: 'maintenance', limit: 5 },
    ],
    shouldAutoRun: () => process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build',
  },
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
