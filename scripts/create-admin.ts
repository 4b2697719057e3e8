/**
 * `npm run create-admin -- <email> [--name "Ada Owner"]`: makes the gallery's admin account, who adds staff and
 * switches on tracking and outside scripts, which an editor cannot. A new account gets a generated password,
 * printed once: sign in and change it. An account already there keeps its password and becomes an admin.
 */
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { EMAIL_PATTERN } from '../src/lib/text/email'
import { argsOrUsage, payloadForImport, runImportScript } from './lib/import-script'

const USAGE = 'Usage: npm run create-admin -- <email> [--name "Ada Owner"]'

const argsSchema = z.object({
  email: z.string().trim().toLowerCase().regex(EMAIL_PATTERN, 'an email address'),
  name: z.string().trim().min(1).max(200).optional(),
})

async function main(): Promise<boolean> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { name: { type: 'string' } } })
  const args = argsOrUsage(argsSchema, { email: positionals[0] ?? '', name: values.name }, USAGE)
  const payload = await payloadForImport()
  const { createGalleryAdmin } = await import('../src/lib/accounts/gallery-admin')
  const created = await createGalleryAdmin(payload, args.email, args.name)
  const signIn = `${process.env.SITE_URL ?? 'http://localhost:3000'}/admin`
  console.log(
    created.password
      ? `Admin account created: ${created.email}\nPassword (shown once): ${created.password}\nSign in at ${signIn} and change it under your account.`
      : `${created.email} already had an account: it is now an admin, with its own password. Sign in at ${signIn}.`,
  )
  return true
}

runImportScript(main)
