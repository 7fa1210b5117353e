// Settings a server refuses to start with (decision 058): the operator gets a message naming the setting, no stack.

/**
 * Why a server must not start as configured, or null. Every server behind the tenants' hosts signs sessions and
 * links with one secret: a production server (`npm run serve`) never generates its own (decision 058).
 */
export function refuseToStart(options: { sharedSecret: boolean }, configured: { sessionSecret: boolean }): string | null {
  if (options.sharedSecret && !configured.sessionSecret) {
    return [
      'SESSION_SECRET is not set. Every app server must sign sessions and links with the same secret, or a visitor',
      'whose next request lands on another server is signed out and their links fail. Set it to the same value on',
      'every server, e.g. SESSION_SECRET="$(openssl rand -base64 48)" (a comma-separated list rotates it: the first',
      'signs, all verify). `npm start` runs a single demo server with a generated secret instead.',
    ].join('\n')
  }
  return null
}

/** A configuration this server will not run with: its message is for the operator, without a stack. */
export class StartRefused extends Error {}
