import { endpoint } from '../shared/endpoint.ts'

const schemas = () => import('./site.schemas.ts')

/** The site as the frame loads it first: its settings and the enabled modules. */
export const SiteApi = {
  websiteConfig: endpoint(
    'GET',
    '/get-website-config',
    schemas,
    (s) => ({ input: s.NoInput, output: s.WebsiteConfig }),
    { summary: "The website's name, footer texts and switches" },
  ),
  modules: endpoint('GET', '/modules', schemas, (s) => ({ input: s.NoInput, output: s.Modules }), {
    summary: 'The enabled modules: their remotes, nav entries, areas, slots and message sources',
  }),
} as const
