// @oj/sdk/api: the endpoints the platform itself serves (accounts, admin sign-in and dashboard,
// site, messages, announcements, carousel, user home, mail, docs), as descriptors; the frame and every module call them through
// the typed client. Their schemas load lazily (`*.schemas.ts`), so web code pulls in no Effect.
export { AccountsApi } from './accounts.ts'
export { AdminApi } from './admin.ts'
export { AdminConfigApi } from './admin-config.ts'
export { AdminUsersApi } from './admin-users.ts'
export { AnnouncementsApi } from './announcements.ts'
export { CarouselApi } from './carousel.ts'
export { DocsApi } from './docs.ts'
export { MailApi } from './mail.ts'
export { MessagesApi } from './messages.ts'
export { SiteApi } from './site.ts'
export { UserHomeApi } from './user-home.ts'
