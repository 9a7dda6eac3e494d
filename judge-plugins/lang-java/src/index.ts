// Java: OpenJDK 17, class Main. Twice the problem's limits (spec 1 §2), and the JVM sized from the
// limit the sandbox gives (it sets OJ_MEMORY_LIMIT_KB and OJ_STACK_LIMIT_KB in the program's
// environment): the heap gets the limit minus room for the JVM itself (metaspace, code cache, its
// threads), so that a program that fits its heap is never killed for the JVM's own needs, and the
// memory reported is the whole process's, JVM included.
import { defineLanguage, probe } from '@oj/sdk/judge'

/** Heap: the limit less 64 MiB for the JVM (a quarter of small limits); stack as the sandbox's, at most 256 MiB. */
const JAVA = [
  'exec /usr/bin/java',
  // the JVM's own sizing (initial heap, young generation) from the limit, not from the host's RAM
  '-XX:MaxRAM=$(( OJ_MEMORY_LIMIT_KB ))k',
  '-Xmx$(( OJ_MEMORY_LIMIT_KB >= 262144 ? OJ_MEMORY_LIMIT_KB - 65536 : OJ_MEMORY_LIMIT_KB * 3 / 4 ))k',
  '-Xss$(( OJ_STACK_LIMIT_KB < 262144 ? OJ_STACK_LIMIT_KB : 262144 ))k',
  '-XX:+UseSerialGC',
  '-XX:-UsePerfData',
  '-XX:MaxMetaspaceSize=64m',
  '-XX:ReservedCodeCacheSize=32m',
  '-Dfile.encoding=UTF-8',
  '-DONLINE_JUDGE=true',
  '-cp /w Main',
].join(' ')

export default defineLanguage({
  name: 'Java',
  description: 'OpenJDK 17 (class Main)',
  family: 'native',
  runtime: 'native',
  source: 'Main.java',
  compile: {
    command: [
      '/usr/bin/javac',
      '-J-Xmx512m',
      '-J-XX:+UseSerialGC',
      '-J-XX:-UsePerfData',
      '-encoding',
      'UTF-8',
      'Main.java',
    ],
    timeLimitMs: 20_000,
    processes: 64,
  },
  // the JVM's own threads (compiler, GC, finalizer, ...) count as tasks of the run
  run: { command: ['/bin/sh', '-c', JAVA], processes: 64 },
  limits: { time: 2, memory: 2 },
  contentType: 'text/x-java',
  template:
    'import java.util.Scanner;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        int a = in.nextInt(), b = in.nextInt();\n        System.out.println(a + b);\n    }\n}\n',
  toolchain: ['/etc/java-17-openjdk'],
  // javac, not java: a JDK, not only a runtime
  available: probe({
    command: ['/usr/bin/javac', '-version'],
    timeoutMs: 20_000,
    hint: 'apt-get install openjdk-17-jdk-headless',
  }),
  selfTest: {
    source:
      'import java.io.*;\nimport java.util.*;\n\npublic class Main {\n    public static void main(String[] args) throws IOException {\n        StringTokenizer t = new StringTokenizer(new BufferedReader(new InputStreamReader(System.in)).readLine());\n        long a = Long.parseLong(t.nextToken()), b = Long.parseLong(t.nextToken());\n        System.out.println(a + b);\n    }\n}\n',
    input: '1 2\n',
    output: '3\n',
  },
})
