/** Website config of spec 1 §3 (GET /ojapi/get-website-config); read by the server and the web alike. */
export interface WebsiteConfig {
  readonly name: string
  readonly shortName: string
  readonly description: string
  readonly recordName: string
  readonly recordUrl: string
  readonly projectName: string
  readonly projectUrl: string
  readonly openPublicDiscussion: boolean
  readonly openGroupDiscussion: boolean
  readonly openContestComment: boolean
  readonly register: boolean
}
