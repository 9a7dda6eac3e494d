import { DifficultyTag, Markdown, Tag } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { CopyButton } from './copy-button.tsx'
import { shownLimits } from './limits.ts'
import { numberedSamples } from './samples.ts'
import type { ProblemDetail } from './types.ts'

export interface DescriptionPaneProps {
  readonly detail: ProblemDetail
  /** The id the context shows (a contest's 'A'); the problem's own by default. */
  readonly displayId?: string
  /** In contests the source is hidden (spec 1 §2). */
  readonly hideSource?: boolean
}

function Section({ id, children }: { readonly id: string; readonly children: ReactNode }): ReactNode {
  return (
    <section className="oj-problem-section">
      <h2 className="oj-problem-section-title">
        <FormattedMessage id={id} />
      </h2>
      {children}
    </section>
  )
}

/** The statement: limits, difficulty and tags, then the texts with math, the samples, hint and source. */
export function DescriptionPane({ detail, displayId, hideSource }: DescriptionPaneProps): ReactNode {
  const { problem, tags } = detail
  const limits = shownLimits(problem)
  const samples = numberedSamples(problem.examples)
  return (
    <article className="oj-problem-description" data-testid="problem-description">
      <h1 className="oj-problem-title">
        <span className="oj-problem-muted">{displayId ?? problem.problemId}</span> {problem.title}
      </h1>
      <dl className="oj-problem-facts">
        <div>
          <dt>
            <FormattedMessage id="problems.detail.timeLimit" />
          </dt>
          <dd data-testid="problem-time-limit">
            {limits.time.others === undefined ? (
              <FormattedMessage id="problems.detail.limit.ms" values={{ value: limits.time.base }} />
            ) : (
              <FormattedMessage
                id="problems.detail.limit.timeBoth"
                values={{ base: limits.time.base, others: limits.time.others }}
              />
            )}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="problems.detail.memoryLimit" />
          </dt>
          <dd data-testid="problem-memory-limit">
            {limits.memory.others === undefined ? (
              <FormattedMessage id="problems.detail.limit.mb" values={{ value: limits.memory.base }} />
            ) : (
              <FormattedMessage
                id="problems.detail.limit.memoryBoth"
                values={{ base: limits.memory.base, others: limits.memory.others }}
              />
            )}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="problems.detail.difficulty" />
          </dt>
          <dd>
            <DifficultyTag level={problem.difficulty} size="sm" />
          </dd>
        </div>
        {tags.length > 0 ? (
          <div>
            <dt>
              <FormattedMessage id="problems.detail.tags" />
            </dt>
            <dd className="oj-problem-tags">
              {tags.map((t) => (
                <Tag key={t.id} size="sm" {...(t.color ? { customColor: t.color } : {})}>
                  {t.name}
                </Tag>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {problem.description ? (
        <Section id="problems.detail.section.description">
          <Markdown source={problem.description} math />
        </Section>
      ) : null}
      {problem.input ? (
        <Section id="problems.detail.section.input">
          <Markdown source={problem.input} math />
        </Section>
      ) : null}
      {problem.output ? (
        <Section id="problems.detail.section.output">
          <Markdown source={problem.output} math />
        </Section>
      ) : null}
      {samples.map((s) => (
        <div key={s.n} className="oj-problem-sample" data-testid={`problem-sample-${s.n}`}>
          <div className="oj-problem-sample-part">
            <div className="oj-problem-sample-head">
              <h3>
                <FormattedMessage id="problems.detail.sampleInput" values={{ n: s.n }} />
              </h3>
              <CopyButton text={s.input} testId={`copy-sample-input-${s.n}`} />
            </div>
            <pre>{s.input}</pre>
          </div>
          <div className="oj-problem-sample-part">
            <div className="oj-problem-sample-head">
              <h3>
                <FormattedMessage id="problems.detail.sampleOutput" values={{ n: s.n }} />
              </h3>
              <CopyButton text={s.output} testId={`copy-sample-output-${s.n}`} />
            </div>
            <pre>{s.output}</pre>
          </div>
        </div>
      ))}
      {problem.hint ? (
        <Section id="problems.detail.section.hint">
          <Markdown source={problem.hint} math />
        </Section>
      ) : null}
      {problem.source && !hideSource ? (
        <Section id="problems.detail.section.source">
          <Markdown source={problem.source} />
        </Section>
      ) : null}
    </article>
  )
}
