/** Website config of spec 1 §3 (GET /ojapi/get-website-config); read by the server and the web alike. */
export interface WebsiteConfig {
  /**
   * The site's public address (HOJ's baseUrl), as the administrator set it; '' until then. Always
   * sent (SiteApi.websiteConfig); optional here so that a page's own config need not name it.
   */
  readonly baseUrl?: string
  readonly name: string
  readonly shortName: string
  readonly description: string
  /** The site's contact address (HOJ's email), as the administrator set it; '' until then (as baseUrl). */
  readonly email?: string
  readonly recordName: string
  readonly recordUrl: string
  readonly projectName: string
  readonly projectUrl: string
  readonly openPublicDiscussion: boolean
  readonly openGroupDiscussion: boolean
  readonly openContestComment: boolean
  readonly register: boolean
}
