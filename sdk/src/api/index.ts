// @oj/sdk/api: the endpoints the platform itself serves (accounts, site, messages, announcements,
// user home, docs), as descriptors; the frame and every module call them through the typed client.
export { DocsApi } from './docs.ts'
