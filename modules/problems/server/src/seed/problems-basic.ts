import { aPlusBCases } from './test-data.ts'
import { type DemoProblem, md } from './types.ts'

/** The first demo problems, mostly easy. Statements written for this project. */
export const basicProblems: ReadonlyArray<DemoProblem> = [
  {
    problemId: 'P1000',
    title: 'A+B Problem',
    difficulty: 0,
    tags: ['Math', 'Classic'],
    description: md`
Read two integers $a$ and $b$ and print their sum $a + b$.

This is the traditional first problem of every online judge: use it to check how your language reads standard input and writes standard output.
    `,
    input: md`
One line with two integers $a$ and $b$ separated by a space, $|a|, |b| \le 10^9$.
    `,
    output: md`
One line with the integer $a + b$.
    `,
    samples: [
      ['1 2', '3'],
      ['-5 12', '7'],
    ],
    tests: aPlusBCases(),
    hint: md`
The sum can reach $2 \times 10^9$, which still fits in a signed 64-bit integer; in C and C++ prefer **long long** to stay safe:

${'```'}c
long long a, b;
scanf("%lld %lld", &a, &b); // reads both numbers
${'```'}
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1001',
    title: 'Leap Years',
    difficulty: 0,
    tags: ['Math', 'Simulation'],
    description: md`
In the Gregorian calendar a year is a **leap year** when it is divisible by $4$, except that years divisible by $100$ are leap years only when they are also divisible by $400$.

Given two years $a \le b$, count the leap years $y$ with $a \le y \le b$.
    `,
    input: md`
Two integers $a$ and $b$, $1 \le a \le b \le 10^9$.
    `,
    output: md`
The number of leap years in the closed range $[a, b]$.
    `,
    samples: [
      ['1999 2004', '2'],
      ['1 400', '97'],
    ],
    hint: md`
Let $f(n) = \lfloor n/4 \rfloor - \lfloor n/100 \rfloor + \lfloor n/400 \rfloor$ be the number of leap years in $[1, n]$. The answer is $f(b) - f(a - 1)$; looping over a billion years is too slow.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1002',
    title: 'Reverse the Words',
    difficulty: 0,
    tags: ['String', 'Simulation'],
    description: md`
A sentence is written as words separated by single spaces. Print the same words in the opposite order; the letters inside each word stay as they are.
    `,
    input: md`
One line of at most $1000$ characters: lowercase words separated by single spaces, with no leading or trailing space.
    `,
    output: md`
The words in reverse order, separated by single spaces.
    `,
    samples: [
      ['the quick brown fox', 'fox brown quick the'],
      ['hello', 'hello'],
    ],
    source: 'Demo set',
  },
  {
    problemId: 'P1003',
    title: 'Digital Root',
    difficulty: 0,
    tags: ['Math', 'Simulation'],
    description: md`
Take a non-negative integer $n$ and replace it by the sum of its decimal digits. Repeat until a single digit remains: that digit is the **digital root** of $n$.

For example $9875 \to 29 \to 11 \to 2$.
    `,
    input: md`
A non-negative integer $n$ with at most $10^5$ digits and no leading zeros.
    `,
    output: md`
The digital root of $n$.
    `,
    samples: [
      ['9875', '2'],
      ['0', '0'],
    ],
    hint: md`
The number does not fit in any integer type: read it as a string. For $n > 0$ the digital root equals $1 + ((n - 1) \bmod 9)$.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1004',
    title: 'Counting Inversions',
    difficulty: 0,
    tags: ['Sorting', 'Brute Force'],
    description: md`
An **inversion** of a sequence $a_1, a_2, \ldots, a_n$ is a pair of positions $i < j$ with $a_i > a_j$. Count the inversions of the given sequence.
    `,
    input: md`
The first line holds $n$ ($1 \le n \le 2000$). The second line holds $n$ integers $a_i$ ($|a_i| \le 10^9$).
    `,
    output: md`
The number of inversions.
    `,
    samples: [['5\n3 1 4 1 5', '3']],
    hint: md`
With $n \le 2000$, checking all $\frac{n(n-1)}{2}$ pairs is fast enough. Equal values do not form an inversion.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1005',
    title: 'Making Change',
    difficulty: 0,
    tags: ['Greedy', 'Math'],
    description: md`
A cashier has an unlimited supply of coins worth $1$, $5$, $10$, $25$, $50$ and $100$ cents. Pay exactly $n$ cents using as few coins as possible.
    `,
    input: md`
One integer $n$ ($0 \le n \le 10^9$).
    `,
    output: md`
The minimum number of coins.
    `,
    samples: [
      ['289', '9'],
      ['30', '2'],
    ],
    hint: md`
For this set of coins, always taking the largest coin that still fits is optimal. $289 = 2 \times 100 + 50 + 25 + 10 + 4 \times 1$.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1006',
    title: 'Climbing Stairs',
    difficulty: 0,
    tags: ['DP'],
    description: md`
A staircase has $n$ steps. With each move you climb either one or two steps. In how many different ways can you reach the top? Two ways differ when their sequences of moves differ.

Print the answer modulo $10^9 + 7$.
    `,
    input: md`
One integer $n$ ($1 \le n \le 10^6$).
    `,
    output: md`
The number of ways modulo $10^9 + 7$.
    `,
    samples: [
      ['5', '8'],
      ['1', '1'],
    ],
    hint: md`
Let $f(i)$ be the number of ways to reach step $i$. The last move came from step $i - 1$ or $i - 2$, so $f(i) = f(i-1) + f(i-2)$ with $f(0) = f(1) = 1$.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1007',
    title: 'Balanced Brackets',
    difficulty: 0,
    tags: ['Stack', 'String'],
    description: md`
A string of the characters **( ) [ ] { }** is _balanced_ when every opening bracket is closed by a bracket of the same kind, and pairs are properly nested: "([]{})" is balanced, "([)]" and "((" are not.

Decide whether the given string is balanced.
    `,
    input: md`
One line with a non-empty string of at most $10^5$ bracket characters.
    `,
    output: md`
**YES** if the string is balanced, otherwise **NO**.
    `,
    samples: [
      ['([]{})', 'YES'],
      ['([)]', 'NO'],
    ],
    hint: md`
Push opening brackets on a stack; a closing bracket must match the top. At the end the stack must be empty.
    `,
    source: 'Demo set',
  },
  {
    problemId: 'P1008',
    title: 'One Meeting Room',
    difficulty: 1,
    tags: ['Greedy', 'Sorting'],
    description: md`
There are $n$ meeting requests for a single room; request $i$ occupies the half-open interval $[s_i, e_i)$. A meeting may begin exactly when the previous one ends. Accept as many requests as possible so that no two accepted meetings overlap.
    `,
    input: md`
The first line holds $n$ ($1 \le n \le 10^5$). Each of the next $n$ lines holds $s_i$ and $e_i$ ($0 \le s_i < e_i \le 10^9$).
    `,
    output: md`
The largest number of meetings that can be accepted.
    `,
    samples: [['5\n1 4\n3 5\n0 6\n5 7\n8 9', '3']],
    hint: md`
Sort the requests by end time and accept each one that starts no earlier than the end of the last accepted meeting.
    `,
    source: 'Demo set',
  },
]
