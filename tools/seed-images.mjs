#!/usr/bin/env node
// `npm run seed:images`: seeds the demo into a scratch database through Payload's own uploads and
// keeps what Payload made of each image in seed/images/derived/ (seed/derivedImages.ts). Run it
// after changing an image in seed/images or the media collection's sizes; commit the result.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-seed-images-'))
fs.rmSync(path.join(root, 'seed/images/derived'), { recursive: true, force: true })
const result = spawnSync(process.execPath, ['--import', './tests/support/serverOnlyHook.mjs', '--import', 'tsx', 'seed/run.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    SEED_KEEP_DERIVED: '1',
    DATABASE_URL: `file:${path.join(scratch, 'house.db')}`,
    UPLOAD_DIR: path.join(scratch, 'uploads'),
    MAIL_OUTBOX_DIR: path.join(scratch, 'outbox'),
    DATA_DIR: scratch,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'seed-images-scratch',
    S3_BUCKET: '',
  },
})
fs.rmSync(scratch, { recursive: true, force: true })
process.exit(result.status ?? 1)
