export const MODULE_ID = 'remote-judge'

/** The admin page (under /admin): remote problem import and the remote judges' accounts. */
export const ADMIN_PATH = 'remote-judge'

/** The remote judges of spec 3 §9, in the order the admin page lists them. */
export const REMOTE_JUDGE_IDS = ['HDU', 'CF', 'GYM', 'POJ', 'AC', 'SPOJ', 'HOJ'] as const
