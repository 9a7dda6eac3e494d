import './home-widgets.css'

import type { ReactNode } from 'react'

import { RecentProblems } from './recent-problems.tsx'
import { SevenDayRank } from './seven-day-rank.tsx'
import { WeekStatistics } from './week-statistics.tsx'

/** The problems module's part of the home page (slot `home.widgets`). */
export default function HomeWidgets(): ReactNode {
  return (
    <div className="oj-problems-home" data-testid="problems-home-widgets">
      <RecentProblems />
      <div className="oj-problems-home-pair">
        <SevenDayRank />
        <WeekStatistics />
      </div>
    </div>
  )
}
