/**
 * The public face of a user (names, avatar, title, gender, signature), as any page may show it: the
 * platform's `Users` service answers it to modules, and modules' replies carry it. Private fields
 * (e-mail, password, mobile, student number) are never part of it.
 */
export interface PublicProfile {
  readonly uid: string
  /** The current username (a module's stored copy may be older). */
  readonly username: string
  readonly realname: string | null
  readonly nickname: string | null
  /** The avatar's URL (e.g. `/ojapi/public/avatar/<sha256>.png`), null when none was uploaded. */
  readonly avatar: string | null
  readonly titleName: string | null
  readonly titleColor: string | null
  readonly gender: string | null
  readonly signature: string | null
}

/** A profile for a user the platform no longer knows: only the name a module kept. */
export function unknownProfile(uid: string, username: string): PublicProfile {
  return {
    uid,
    username,
    realname: null,
    nickname: null,
    avatar: null,
    titleName: null,
    titleColor: null,
    gender: null,
    signature: null,
  }
}
