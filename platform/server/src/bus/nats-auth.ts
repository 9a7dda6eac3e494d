import { readFileSync } from 'node:fs'

import { type ConnectionOptions, credsAuthenticator } from '@nats-io/transport-node'

import { StartupError } from '../startup-error.ts'

/**
 * How the server and the judge workers prove who they are to NATS. An open NATS lets anyone who
 * reaches it publish verdicts, so a fleet on a shared network needs one of these: a credentials file
 * (NATS_CREDS: a user JWT and its NKey seed, as `nsc` writes it), a user and password
 * (NATS_USER, NATS_PASSWORD) or a token (NATS_TOKEN). A user and password in NATS_URL work too.
 */
export interface NatsAuth {
  readonly credsFile: string | undefined
  readonly user: string | undefined
  readonly password: string | undefined
  readonly token: string | undefined
}

export const NO_NATS_AUTH: NatsAuth = {
  credsFile: undefined,
  user: undefined,
  password: undefined,
  token: undefined,
}

/** What is wrong with a combination of settings (each is valid alone), or undefined. */
export function natsAuthProblem(auth: NatsAuth): string | undefined {
  const kinds = [auth.credsFile, auth.user ?? auth.password, auth.token].filter((v) => v !== undefined)
  if (kinds.length > 1)
    return 'Set one way to log in to NATS: NATS_CREDS, NATS_USER with NATS_PASSWORD, or NATS_TOKEN'
  if ((auth.user === undefined) !== (auth.password === undefined))
    return 'NATS_USER and NATS_PASSWORD go together: set both or neither'
  return undefined
}

/** The connection options of the NATS client for these settings (the credentials file read now). */
export function natsConnectOptions(auth: NatsAuth): Partial<ConnectionOptions> {
  if (auth.credsFile !== undefined) {
    let creds: Uint8Array
    try {
      creds = readFileSync(auth.credsFile)
    } catch (error) {
      throw new StartupError(
        `Cannot read the NATS credentials file ${auth.credsFile} (NATS_CREDS): ${(error as Error).message}`,
      )
    }
    return { authenticator: credsAuthenticator(creds) }
  }
  if (auth.user !== undefined && auth.password !== undefined) return { user: auth.user, pass: auth.password }
  if (auth.token !== undefined) return { token: auth.token }
  return {}
}
