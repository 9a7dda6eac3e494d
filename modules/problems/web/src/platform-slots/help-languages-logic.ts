import { type LanguageView, OWN_OJ } from '@oj/problems-contract'

/** The languages the site's own judge runs (not a remote judge's), in the order the server gave. */
export const ownLanguages = (languages: ReadonlyArray<LanguageView>): ReadonlyArray<LanguageView> =>
  languages.filter((language) => language.oj === OWN_OJ)
