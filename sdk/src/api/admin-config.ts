import { endpoint } from '../shared/endpoint.ts'

const schemas = () => import('./admin-config.schemas.ts')

/** The super admin's system configuration (spec 3 §2.11 "system configuration", "switch"). */
export const AdminConfigApi = {
  webConfig: endpoint(
    'GET',
    '/admin/config/get-web-config',
    schemas,
    (s) => ({ input: s.NoInput, output: s.WebConfig }),
    { summary: "The site's name, description, address, footer and registration switch", also: ['POST'] },
  ),
  setWebConfig: endpoint(
    'PUT',
    '/admin/config/set-web-config',
    schemas,
    (s) => ({ input: s.WebConfigChange, output: s.Nothing }),
    { summary: 'Sets fields of the web config (left out: kept; empty: cleared); pages show them at once' },
  ),
  emailConfig: endpoint(
    'GET',
    '/admin/config/get-email-config',
    schemas,
    (s) => ({ input: s.NoInput, output: s.EmailConfig }),
    {
      summary: 'The SMTP server mail goes through (its password never shown), or none: the outbox',
      also: ['POST'],
    },
  ),
  setEmailConfig: endpoint(
    'PUT',
    '/admin/config/set-email-config',
    schemas,
    (s) => ({ input: s.EmailConfigChange, output: s.Nothing }),
    { summary: 'Sets the SMTP server (left out or empty: kept; clear: back to the outbox); used at once' },
  ),
  testEmail: endpoint(
    'POST',
    '/admin/config/test-email',
    schemas,
    (s) => ({ input: s.TestEmail, output: s.Nothing }),
    { summary: "Sends a test mail through the SMTP server set; a failure answers the server's words" },
  ),
  dbConfig: endpoint(
    'GET',
    '/admin/config/get-db-and-redis-config',
    schemas,
    (s) => ({ input: s.NoInput, output: s.DbConfig }),
    {
      summary: 'The database this server uses and that it has no Redis, as things really are',
      also: ['POST'],
    },
  ),
  setDbConfig: endpoint(
    'PUT',
    '/admin/config/set-db-and-redis-config',
    schemas,
    (s) => ({ input: s.DbConfigChange, output: s.Nothing }),
    { summary: 'Refused: the database is chosen where the server starts (DATABASE_URL), not here' },
  ),
  switchInfo: endpoint(
    'GET',
    '/admin/switch/info',
    schemas,
    (s) => ({ input: s.NoInput, output: s.SwitchConfig }),
    { summary: 'The switches and limits the enabled modules own, with their values', also: ['POST'] },
  ),
  switchFields: endpoint(
    'GET',
    '/admin/switch/fields',
    schemas,
    (s) => ({ input: s.NoInput, output: s.SwitchFields }),
    { summary: 'The switches page: every switch of the enabled modules with its range and texts' },
  ),
  switchUpdate: endpoint(
    'PUT',
    '/admin/switch/update',
    schemas,
    (s) => ({ input: s.SwitchUpdate, output: s.Nothing }),
    {
      summary:
        'Sets switches and limits (fields left out stay; those no enabled module owns are ignored); ' +
        'every server process follows at once',
    },
  ),
} as const
