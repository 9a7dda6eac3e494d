import { knapsackCases, knapsackInput } from './test-data.ts'
import { type DemoProblem, md } from './types.ts'

/** Classic algorithm demo problems, medium and hard. Statements written for this project. */
export const classicProblems: ReadonlyArray<DemoProblem> = [
  {
    problemId: 'P1009',
    title: 'Longest Common Subsequence',
    difficulty: 1,
    tags: ['DP', 'String', 'Classic'],
    description: md`
A **subsequence** of a string is what remains after deleting any number of its characters (possibly none) without changing the order of the others. Find the length of the longest string that is a subsequence of both $s$ and $t$.
    `,
    input: md`
Two lines with the strings $s$ and $t$ of lowercase letters, $1 \le |s|, |t| \le 3000$.
    `,
    output: md`
The length of a longest common subsequence.
    `,
    samples: [['abcbdab\nbdcaba', '4']],
    hint: md`
Let $L(i, j)$ be the answer for the prefixes $s_{1..i}$ and $t_{1..j}$. If $s_i = t_j$ then $L(i,j) = L(i-1,j-1) + 1$, otherwise $L(i,j) = \max(L(i-1,j), L(i,j-1))$.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1010',
    title: 'Escape the Maze',
    difficulty: 1,
    tags: ['Graph', 'Queue'],
    description: md`
A maze is a grid of $n$ rows and $m$ columns. Cells marked **.** are free, cells marked **#** are walls, **S** is where you stand and **E** is the exit. In one step you move to a free cell that shares a side with yours. What is the smallest number of steps that brings you to the exit?
    `,
    input: md`
The first line holds $n$ and $m$ ($1 \le n, m \le 1000$). Then $n$ lines of $m$ characters follow; **S** and **E** appear exactly once each.
    `,
    output: md`
The minimum number of steps, or $-1$ if the exit cannot be reached.
    `,
    samples: [['3 4\nS.#.\n.##.\n...E', '5']],
    hint: md`
Breadth-first search from **S** visits cells in order of their distance, so the first time it reaches **E** gives the answer. Each cell is visited at most once: $O(nm)$.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1011',
    title: 'Friend Circles',
    difficulty: 1,
    tags: ['Union-Find', 'Graph'],
    description: md`
In a class of $n$ students, numbered $1$ to $n$, you are told $m$ pairs of friends. Friendship is transitive here: a friend of a friend belongs to the same circle. How many friend circles are there? A student without friends forms a circle alone.
    `,
    input: md`
The first line holds $n$ and $m$ ($1 \le n \le 10^5$, $0 \le m \le 2 \times 10^5$). Each of the next $m$ lines holds two students $u \ne v$ who are friends.
    `,
    output: md`
The number of friend circles.
    `,
    samples: [
      ['5 3\n1 2\n2 3\n4 5', '2'],
      ['4 0', '4'],
    ],
    hint: md`
Start with $n$ circles and merge the circles of $u$ and $v$ for each pair with a disjoint-set union; every successful merge removes one circle.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1012',
    title: 'Running Median',
    difficulty: 2,
    tags: ['Heap'],
    description: md`
Numbers arrive one at a time. After each arrival, print the median of all numbers received so far. When the count $k$ is even, the median is the smaller of the two middle values, that is the $\frac{k}{2}$-th smallest.
    `,
    input: md`
The first line holds $n$ ($1 \le n \le 2 \times 10^5$). The second line holds the $n$ integers in arrival order, each with absolute value at most $10^9$.
    `,
    output: md`
One line with $n$ integers separated by spaces: the median after each arrival.
    `,
    samples: [['5\n5 15 1 3 8', '5 5 5 3 5']],
    hint: md`
Keep the smaller half in a max-heap and the larger half in a min-heap, balanced so that the max-heap holds $\lceil k/2 \rceil$ numbers; its top is the median. Each step costs $O(\log n)$.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1013',
    title: 'Cutting Cables',
    difficulty: 1,
    tags: ['Binary Search'],
    description: md`
You own $n$ cables of integer lengths $l_1, \ldots, l_n$ and need $k$ pieces of the same integer length $L$. A cable can be cut into several pieces, but pieces cannot be joined; leftovers are thrown away. Find the largest possible $L$.
    `,
    input: md`
The first line holds $n$ and $k$ ($1 \le n \le 10^5$, $1 \le k \le 10^9$). The second line holds the lengths $l_i$ ($1 \le l_i \le 10^9$).
    `,
    output: md`
The largest length $L$, or $0$ if not even pieces of length $1$ suffice.
    `,
    samples: [['4 11\n802 743 457 539', '200']],
    hint: md`
The number of pieces $\sum_i \lfloor l_i / L \rfloor$ never grows as $L$ grows, so binary search on $L$.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1014',
    title: 'Counting Primes',
    difficulty: 1,
    tags: ['Math'],
    timeLimit: 2000,
    description: md`
Count the prime numbers $p$ with $p \le n$.
    `,
    input: md`
One integer $n$ ($1 \le n \le 10^7$).
    `,
    output: md`
The number of primes not greater than $n$.
    `,
    samples: [
      ['10', '4'],
      ['100', '25'],
    ],
    hint: md`
The sieve of Eratosthenes crosses out the multiples of each prime $p$ starting from $p^2$ and runs in $O(n \log \log n)$.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1015',
    title: '0/1 Knapsack',
    difficulty: 1,
    type: 1,
    tags: ['DP', 'Classic'],
    description: md`
There are $n$ items; item $i$ weighs $w_i$ and is worth $v_i$. Choose a set of items of total weight at most $W$ whose total worth is as large as possible. Each item is taken whole or not at all.
    `,
    input: md`
The first line holds $n$ and $W$ ($1 \le n \le 100$, $1 \le W \le 10^4$). Each of the next $n$ lines holds $w_i$ and $v_i$ ($1 \le w_i \le 10^4$, $0 \le v_i \le 10^6$).
    `,
    output: md`
The largest total worth.
    `,
    samples: [['4 5\n2 3\n3 4\n4 5\n5 6', '7']],
    tests: knapsackCases.map(([k, answer]) => [knapsackInput(k), `${answer}\n`] as const),
    hint: md`
With $d(c)$ the best worth within capacity $c$, each item updates $d(c) = \max(d(c), d(c - w_i) + v_i)$ for $c$ from $W$ down to $w_i$.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1016',
    title: 'Shortest Routes',
    difficulty: 2,
    tags: ['Graph', 'Heap'],
    description: md`
A country has $n$ cities joined by $m$ one-way roads; road $j$ leads from $u_j$ to $v_j$ and takes $c_j$ minutes. For every city, find the shortest travel time from city $1$.
    `,
    input: md`
The first line holds $n$ and $m$ ($1 \le n \le 10^5$, $1 \le m \le 2 \times 10^5$). Each of the next $m$ lines holds $u_j$, $v_j$ and $c_j$ ($1 \le c_j \le 10^9$).
    `,
    output: md`
One line with $n$ integers: the shortest time to each city in order, or $-1$ for a city that cannot be reached.
    `,
    samples: [['4 5\n1 2 4\n1 3 1\n3 2 2\n2 4 5\n3 4 8', '0 3 1 8']],
    hint: md`
Dijkstra's algorithm with a binary heap runs in $O((n + m) \log n)$. Distances can exceed $2^{31}$: use 64-bit integers.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1017',
    title: 'Modular Exponentiation',
    difficulty: 1,
    tags: ['Math'],
    description: md`
Compute $a^b \bmod m$.
    `,
    input: md`
Three integers $a$, $b$ and $m$ ($0 \le a \le 10^9$, $0 \le b \le 10^{18}$, $1 \le m \le 10^9$). Take $0^0 = 1$.
    `,
    output: md`
The value of $a^b \bmod m$, between $0$ and $m - 1$.
    `,
    samples: [
      ['2 10 1000', '24'],
      ['3 0 7', '1'],
    ],
    hint: md`
Square and multiply: $a^{2k} = (a^k)^2$ and $a^{2k+1} = a \cdot a^{2k}$, reducing modulo $m$ after every product; $O(\log b)$ multiplications. Remember that $m = 1$ makes every answer $0$.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1018',
    title: 'Palindromic Substrings',
    difficulty: 1,
    type: 1,
    tags: ['String', 'DP'],
    description: md`
A **palindrome** reads the same forwards and backwards. Count the substrings of $s$ that are palindromes; substrings at different positions count separately even when they are equal.
    `,
    input: md`
One line with a string $s$ of lowercase letters, $1 \le |s| \le 5000$.
    `,
    output: md`
The number of palindromic substrings.
    `,
    samples: [
      ['aaa', '6'],
      ['abc', '3'],
    ],
    hint: md`
Expand around each of the $2|s| - 1$ centres while both ends match: $O(|s|^2)$ in the worst case, which is fine here.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1019',
    title: 'Point Update, Range Sum',
    difficulty: 2,
    tags: ['Fenwick Tree'],
    description: md`
Maintain a sequence $a_1, \ldots, a_n$ under $q$ operations of two kinds:

- **1 i x**: add $x$ to $a_i$;
- **2 l r**: print $\sum_{k=l}^{r} a_k$.
    `,
    input: md`
The first line holds $n$ and $q$ ($1 \le n, q \le 2 \times 10^5$), the second line the initial values ($|a_i| \le 10^9$). Each of the next $q$ lines is an operation, with $1 \le i \le n$, $|x| \le 10^9$ and $1 \le l \le r \le n$.
    `,
    output: md`
For every operation of the second kind, one line with the sum.
    `,
    samples: [['5 4\n1 2 3 4 5\n2 1 5\n1 3 10\n2 2 4\n2 3 3', '15\n19\n13']],
    hint: md`
A Fenwick (binary indexed) tree answers prefix sums and point updates in $O(\log n)$; a range sum is a difference of two prefix sums.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1020',
    title: 'Cheapest Network',
    difficulty: 2,
    tags: ['Graph', 'Union-Find', 'Greedy'],
    description: md`
The $n$ offices of a company must be connected by cables so that every office can reach every other one, directly or through other offices. There are $m$ candidate cables; cable $j$ joins offices $u_j$ and $v_j$ and costs $c_j$. Find the smallest total cost of a set of cables that connects all offices.
    `,
    input: md`
The first line holds $n$ and $m$ ($1 \le n \le 10^5$, $0 \le m \le 2 \times 10^5$). Each of the next $m$ lines holds $u_j$, $v_j$ and $c_j$ ($1 \le c_j \le 10^6$).
    `,
    output: md`
The minimum total cost, or $-1$ if the offices cannot all be connected.
    `,
    samples: [['4 5\n1 2 1\n2 3 2\n3 4 3\n1 4 4\n1 3 5', '6']],
    hint: md`
Kruskal's algorithm: take cables from cheapest to dearest and keep each one that joins two different components (tracked with a disjoint-set union).
    `,
    source: 'Demo set',
  },
]
