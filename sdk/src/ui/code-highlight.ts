// Syntax colours for fenced code in Markdown (statements, announcements, discussions): highlight.js's
// core with the judge's languages only, so the Markdown chunk stays small. Its output is spans with
// `hljs-*` classes, which the sanitizer keeps and the Markdown styles colour.
import hljs from 'highlight.js/lib/core'
import bash from 'highlight.js/lib/languages/bash'
import c from 'highlight.js/lib/languages/c'
import cpp from 'highlight.js/lib/languages/cpp'
import csharp from 'highlight.js/lib/languages/csharp'
import go from 'highlight.js/lib/languages/go'
import java from 'highlight.js/lib/languages/java'
import javascript from 'highlight.js/lib/languages/javascript'
import json from 'highlight.js/lib/languages/json'
import python from 'highlight.js/lib/languages/python'

for (const [name, language] of Object.entries({ bash, c, cpp, csharp, go, java, javascript, json, python }))
  hljs.registerLanguage(name, language)
hljs.registerAliases(['c++', 'cc', 'cxx', 'h', 'hpp'], { languageName: 'cpp' })
hljs.registerAliases(['py', 'python3', 'python2'], { languageName: 'python' })
hljs.registerAliases(['js', 'node'], { languageName: 'javascript' })
hljs.registerAliases(['cs', 'c#'], { languageName: 'csharp' })
hljs.registerAliases(['sh', 'shell'], { languageName: 'bash' })
hljs.registerAliases(['golang'], { languageName: 'go' })

/**
 * The fence's code as highlighted HTML, or '' when its language is not one of the above (markdown-it
 * then escapes the code itself). The info string's first word names the language.
 */
export function highlightCode(code: string, info: string): string {
  const name = info.trim().split(/\s+/)[0]?.toLowerCase() ?? ''
  if (!name || !hljs.getLanguage(name)) return ''
  try {
    return hljs.highlight(code, { language: name, ignoreIllegals: true }).value
  } catch {
    return ''
  }
}

/**
 * The highlight.js name of a judge language ('C++ 17' → 'c++', 'Python3' → 'python3', 'JavaScript
 * Node' → 'javascript'): its first word in lower case; highlightCode knows the aliases.
 */
export function highlightName(judgeLanguage: string): string {
  return (
    judgeLanguage
      .trim()
      .split(/[\s(]+/)[0]
      ?.toLowerCase() ?? ''
  )
}
