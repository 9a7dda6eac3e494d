import { useSiteConfig } from '@oj/sdk/web'

/**
 * Whether public discussion is off: the pages then send the user home with a no-access message
 * (spec 2 §2). Unknown until the site config is loaded (treated as on; the server decides anyway).
 */
export const usePublicDiscussionOff = (): boolean => useSiteConfig()?.openPublicDiscussion === false
