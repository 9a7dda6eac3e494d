import { ContestAdminApi, ContestsApi, GroupContestApi } from '@oj/contests-contract'
import { type ProblemEditorProps, ProblemsSlots } from '@oj/problems-contract'
import { apiQueryKey, Slot, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useMemo } from 'react'

// A contest's own problem (POST/PUT /admin/contest/problem) in the problems module's one problem form
// (the slot problem.editor): the contest passes its rule type and its own calls, which take the same
// body as POST/PUT /admin/problem plus the contest's place (cid, display id and title). A new one is
// contest-only and joins the contest under its display id (the ProblemEditors seam on the server).
// A group's contest makes it in the group (POST /group/contest-problem: the group's display id prefix).

interface Contest {
  readonly cid: number
  /** 0 ACM, 1 OI */
  readonly type: number
}

/** Creating (no `pid`) or editing a contest's own problem. */
export function ContestProblemEditor(props: {
  readonly contest: Contest
  readonly pid?: number
  /** A new problem's suggested display id. */
  readonly displayId?: string
  /** The contest's group: a new problem is the group's. */
  readonly group?: { readonly gid: number }
  readonly onDone: () => void
}): ReactNode {
  const platform = usePlatform()
  const client = platform.queryClient
  const { cid, type } = props.contest
  const { pid, onDone } = props
  const gid = props.group?.gid
  const editorProps = useMemo(
    (): ProblemEditorProps => ({
      context: { kind: 'contest', id: cid, contestType: type },
      ...(pid === undefined ? {} : { pid }),
      ...(props.displayId === undefined ? {} : { displayId: props.displayId }),
      source: {
        read: (id) => platform.api.call(ContestAdminApi.ownProblem, { pid: id }, { quiet: true }),
        save: async (body, place) => {
          if (pid === undefined) {
            const placed = {
              cid,
              ...(place ? { displayId: place.displayId.trim(), displayTitle: place.displayTitle } : {}),
            }
            const created =
              gid === undefined
                ? await platform.api.call(ContestAdminApi.createProblem, { ...body, ...placed } as never)
                : await platform.api.call(GroupContestApi.createProblem, {
                    ...body,
                    problem: { ...(body as { problem: object }).problem, gid },
                    ...placed,
                  } as never)
            return { pid: created.pid, problemId: created.problemId }
          }
          await platform.api.call(ContestAdminApi.updateProblem, { ...body, cid } as never)
          return { pid }
        },
      },
      onDone: (saved) => {
        if (saved) {
          const lists = [ContestAdminApi.problems, GroupContestApi.problems, ContestAdminApi.ownProblem]
          for (const e of [...lists, ContestsApi.problems])
            void client.invalidateQueries({ queryKey: apiQueryKey(e) })
        }
        onDone()
      },
    }),
    [cid, type, pid, gid, props.displayId, platform, client, onDone],
  )
  return <Slot def={ProblemsSlots.problemEditor} props={editorProps} />
}
