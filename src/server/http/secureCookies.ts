/**
 * Whether cookies carry `Secure`: on a production server whose public address is https (a
 * deployment). A local `npm start` on http://localhost must keep working, and browsers drop Secure
 * cookies sent over plain http. One rule for the site's session cookies and the admin's.
 */
export function cookiesSecure(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production' && (env.PUBLIC_URL ?? '').startsWith('https://')
}
