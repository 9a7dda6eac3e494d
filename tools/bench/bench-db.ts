// The benchmarks' Postgres database: created and migrated once (by starting the platform on it), then
// filled by a generator written in SQL (INSERT … SELECT FROM generate_series). The data is kept between
// runs while the counts match; `--reseed` drops and rebuilds it.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { startPlatform } from '../lib/platform-process.ts'

export const PG_SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432'
export const BENCH_DB = process.env.BENCH_PG_DB ?? 'oj_bench'
export const BENCH_DB_URL = `${PG_SERVER}/${BENCH_DB}`

export interface BenchCounts {
  /** Rows of problems.problem, the demo problems included. */
  readonly problems: number
  /** Rows of problems.submission. */
  readonly submissions: number
  /** Distinct submitters. */
  readonly users: number
}

export const DEFAULT_COUNTS: BenchCounts = { problems: 10_000, submissions: 1_000_000, users: 2_000 }

/** Runs SQL with psql against `url` (stops at the first error) and returns what it printed. */
export function psql(url: string, sql: string): string {
  return execFileSync('psql', [url, '-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1'], {
    input: sql,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).trim()
}

function databaseExists(): boolean {
  return psql(`${PG_SERVER}/postgres`, `SELECT 1 FROM pg_database WHERE datname = '${BENCH_DB}'`) === '1'
}

function currentCounts(): { problems: number; submissions: number } | undefined {
  try {
    const [p, s] = psql(
      BENCH_DB_URL,
      'SELECT (SELECT count(*) FROM problems.problem), (SELECT count(*) FROM problems.submission)',
    ).split('|')
    return { problems: Number(p), submissions: Number(s) }
  } catch {
    return undefined // not migrated yet
  }
}

/** Starts the platform once on the empty database: it applies every module's migrations and seeds the demo. */
async function migrate(repo: string): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'oj-bench-migrate-'))
  const platform = await startPlatform(repo, {
    OJ_DATA_DIR: join(work, 'data'),
    OJ_ADMIN_PASSWORD: 'bench-admin-pw',
    OJ_SKIP_BUILD: '1',
    DATABASE_URL: BENCH_DB_URL,
    NATS_URL: '',
  })
  await platform.stop()
  rmSync(work, { recursive: true, force: true })
}

/**
 * The generator. Deterministic (setseed): problems P1000… up to `problems` rows in all (the demo
 * problems keep theirs), 1–3 tags each, 2 % private and 2 % contest-only and 1 % in a group; submissions
 * by `users` users over the last year, skewed towards popular problems and active users, with a
 * realistic spread of verdicts and languages, 4 % in contests and 2 % in groups (the public list must
 * filter those out). Then problem_stats from the public submissions, and ANALYZE.
 */
export function generatorSql(counts: BenchCounts): string {
  return `
SELECT setseed(0.42);
BEGIN;
INSERT INTO problems.tag (name, oj, color)
SELECT t, 'ME', (ARRAY['#19be6b','#2d8cf0','#ff9900','#ed4014','#9a66e4'])[1 + i % 5]
FROM unnest(ARRAY['Dynamic Programming','Greedy','Graph','Shortest Path','Tree','Segment Tree','Math',
  'Number Theory','Combinatorics','Geometry','String','Hashing','Binary Search','Two Pointers','Sorting',
  'Brute Force','DFS','BFS','Union Find','Bit Manipulation','Simulation','Implementation','Game Theory',
  'Probability','Matrix','Flows','Divide and Conquer','Heap','Stack','Queue']) WITH ORDINALITY AS x(t, i)
ON CONFLICT DO NOTHING;

INSERT INTO problems.problem (problem_id, title, author, type, time_limit, memory_limit, description, input,
  output, examples, source, difficulty, auth, gid, gmt_create, gmt_modified)
SELECT 'P' || (1000 + g),
  (ARRAY['Sum','Shortest','Longest','Counting','Minimum','Maximum','Balanced','Magic','Lucky','Broken'])[1 + g % 10]
    || ' ' || (ARRAY['Paths','Trees','Strings','Arrays','Queries','Segments','Graphs','Primes','Coins','Robots',
    'Towers','Grids'])[1 + (g / 10) % 12] || ' ' || g,
  'root', CASE WHEN g % 5 = 0 THEN 1 ELSE 0 END, 1000 + (g % 3) * 1000, 256,
  'Given n numbers, answer the question of problem ' || g || '.', 'The first line holds n.', 'One integer.',
  '<input>1 2</input><output>3</output>', 'Bench', g % 3,
  CASE WHEN g % 50 = 7 THEN 2 WHEN g % 50 = 13 THEN 3 ELSE 1 END,
  CASE WHEN g % 100 = 31 THEN 1 + g % 7 END,
  now() - (g % 700) * interval '1 day', now() - (g % 300) * interval '1 day'
FROM generate_series(0, ${counts.problems - 1}) AS g
ON CONFLICT (problem_id) DO NOTHING;

WITH t AS (SELECT array_agg(id ORDER BY id) AS a, count(*)::int AS n FROM problems.tag WHERE oj = 'ME' AND gid IS NULL)
INSERT INTO problems.problem_tag (pid, tid)
SELECT p.id, t.a[1 + (p.id * k.m + k.o) % t.n]
FROM problems.problem p CROSS JOIN t CROSS JOIN (VALUES (7, 0, 1), (13, 3, 2), (31, 5, 3)) AS k(m, o, every)
WHERE p.source = 'Bench' AND p.id % k.every = 0
ON CONFLICT DO NOTHING;

CREATE TEMP TABLE bench_p AS
SELECT row_number() OVER (ORDER BY id) AS i, id, problem_id, type FROM problems.problem;
CREATE UNIQUE INDEX ON bench_p (i);
ANALYZE bench_p;

-- Bulk load: the submission indexes are rebuilt afterwards (as they were) and the foreign key's
-- per-row trigger is skipped (every pid comes from problems.problem).
CREATE TEMP TABLE bench_idx AS SELECT indexname, indexdef FROM pg_indexes
WHERE schemaname = 'problems' AND tablename = 'submission' AND indexname <> 'submission_pkey';
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT indexname FROM bench_idx LOOP EXECUTE format('DROP INDEX problems.%I', r.indexname); END LOOP;
END $$;
SET LOCAL session_replication_role = replica;
SET LOCAL maintenance_work_mem = '256MB';
INSERT INTO problems.submission (pid, display_pid, uid, username, cid, gid, status, counted_status, score,
  oi_rank_score, time, memory, length, language, code, judger, priority, family, case_done, case_total, ip,
  submit_time, judge_state_at, gmt_modified)
SELECT p.id, p.problem_id, 'bench-uid-' || s.u, 'user' || s.u,
  CASE WHEN s.r4 < 0.04 THEN 1 + (s.g % 40) ELSE 0 END,
  CASE WHEN s.r4 >= 0.04 AND s.r4 < 0.06 THEN 1 + (s.g % 7) END,
  s.st, s.st,
  CASE WHEN p.type = 1 THEN CASE s.st WHEN 0 THEN 100 WHEN 8 THEN 10 + (s.g % 80) ELSE 0 END END,
  CASE WHEN p.type = 1 THEN CASE s.st WHEN 0 THEN 100 WHEN 8 THEN 10 + (s.g % 80) ELSE 0 END END,
  CASE WHEN s.st IN (-2, 4) THEN NULL ELSE (s.r5 * 1000)::int END,
  CASE WHEN s.st IN (-2, 4) THEN NULL ELSE 1024 + (s.r5 * 65536)::int END,
  200 + (s.r5 * 3000)::int, s.lang, '// bench submission ' || s.g, 'judge-1',
  CASE WHEN s.r4 < 0.04 THEN 'contest' ELSE 'normal' END, 'native', 10, 10, '127.0.0.1',
  s.t, s.t, s.t
FROM (
  SELECT g, 1 + floor(${counts.users} * power(random(), 2))::int AS u,
    1 + floor(${counts.problems} * power(random(), 1.6))::int AS pi,
    random() AS r4, random() AS r5,
    now() - random() * interval '365 days' AS t,
    CASE WHEN x.r1 < 0.40 THEN 0 WHEN x.r1 < 0.70 THEN -1 WHEN x.r1 < 0.78 THEN 1 WHEN x.r1 < 0.80 THEN 2
      WHEN x.r1 < 0.87 THEN 3 WHEN x.r1 < 0.95 THEN -2 WHEN x.r1 < 0.97 THEN -3 WHEN x.r1 < 0.99 THEN 8
      ELSE 4 END AS st,
    (ARRAY['C++','C++','C++','C++','Python3','Python3','Java','C','Golang','JavaScript Node'])[1 + floor(x.r2 * 10)::int] AS lang
  FROM (SELECT g, random() AS r1, random() AS r2 FROM generate_series(1, ${counts.submissions}) AS g) AS x
) AS s
JOIN bench_p p ON p.i = least(s.pi, ${counts.problems})
ORDER BY s.t; -- ids grow with the time, as on a live judge
SET LOCAL session_replication_role = origin;
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT indexdef FROM bench_idx LOOP EXECUTE r.indexdef; END LOOP;
END $$;

INSERT INTO problems.problem_stats (pid, total, ac, wa, tle, mle, re, pe, ce, se, pa)
SELECT pid, count(*), count(*) FILTER (WHERE status = 0), count(*) FILTER (WHERE status = -1),
  count(*) FILTER (WHERE status = 1), count(*) FILTER (WHERE status = 2), count(*) FILTER (WHERE status = 3),
  count(*) FILTER (WHERE status = -3), count(*) FILTER (WHERE status = -2), count(*) FILTER (WHERE status = 4),
  count(*) FILTER (WHERE status = 8)
FROM problems.submission WHERE cid = 0 AND gid IS NULL GROUP BY pid
ON CONFLICT (pid) DO UPDATE SET total = excluded.total, ac = excluded.ac, wa = excluded.wa, tle = excluded.tle,
  mle = excluded.mle, re = excluded.re, pe = excluded.pe, ce = excluded.ce, se = excluded.se, pa = excluded.pa;
COMMIT;
VACUUM ANALYZE problems.problem;
VACUUM ANALYZE problems.problem_tag;
VACUUM ANALYZE problems.problem_stats;
VACUUM ANALYZE problems.submission;
`
}

/**
 * Makes sure the bench database holds `counts` (creating, migrating and generating as needed) and
 * returns its URL. Prints what it did and how long the generator took.
 */
export async function ensureBenchDb(
  repo: string,
  options: { reseed?: boolean; counts?: BenchCounts } = {},
): Promise<string> {
  const counts = options.counts ?? DEFAULT_COUNTS
  const have = databaseExists() ? currentCounts() : undefined
  if (!options.reseed && have?.problems === counts.problems && have.submissions === counts.submissions) {
    console.log(`bench db ${BENCH_DB}: kept (${have.problems} problems, ${have.submissions} submissions)`)
    return BENCH_DB_URL
  }
  psql(
    `${PG_SERVER}/postgres`,
    `DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE); CREATE DATABASE ${BENCH_DB};`,
  )
  let began = performance.now()
  await migrate(repo)
  console.log(
    `bench db ${BENCH_DB}: migrated and demo-seeded in ${((performance.now() - began) / 1000).toFixed(1)} s`,
  )
  began = performance.now()
  psql(BENCH_DB_URL, generatorSql(counts))
  const now = currentCounts()
  console.log(
    `bench db ${BENCH_DB}: generated ${now?.problems} problems, ${now?.submissions} submissions ` +
      `in ${((performance.now() - began) / 1000).toFixed(1)} s`,
  )
  if (now?.problems !== counts.problems || now.submissions !== counts.submissions) {
    throw new Error(`bench db ${BENCH_DB}: expected ${JSON.stringify(counts)}, got ${JSON.stringify(now)}`)
  }
  return BENCH_DB_URL
}
