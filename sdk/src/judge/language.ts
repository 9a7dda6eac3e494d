/**
 * A language plugin: data plus small hooks. The judge compiles `source` with `compile.command` and
 * runs `run` in its sandbox (native) or in its WASI runner (runtime 'wasi'), both in a work folder
 * that holds the source and whatever the compile left there.
 */
export interface CompileSpec {
  /** argv, run in the work folder; the source file is there under `LanguageDef.source`. */
  readonly command: ReadonlyArray<string>
  /** CPU time for the compile (default 10 s; wall time is about 3x). */
  readonly timeLimitMs?: number
  /** Memory for the compile (default 1024 MiB). */
  readonly memoryLimitMb?: number
  /** Processes and threads the compiler may start (default 64). */
  readonly processes?: number
  readonly env?: Readonly<Record<string, string>>
  /**
   * Host folders the compile needs (read-only) beyond those the sandbox derives from the command
   * (a program's own `<root>/bin` toolchain, python3.x's library): gcc's /usr/lib/gcc, the headers.
   * Missing ones are skipped.
   */
  readonly toolchain?: ReadonlyArray<string>
}

export interface RunSpec {
  /**
   * native: argv, run in the work folder (e.g. ['./main'], ['/usr/bin/python3', 'main.py']).
   * wasi: [module, ...args]: `module` is a file of the work folder (e.g. 'main.wasm', written by the
   * compile) or an absolute path (an interpreter shipped as a WASI build), args are its argv[1..].
   */
  readonly command: ReadonlyArray<string>
  /**
   * wasi only: the module is a WASI *reactor* (no `_start`) that the runner drives through a named
   * adapter; `command` is then [module, source file]. 'quickjs': quickjs-wasi's quickjs.wasm, the
   * program gets readline()/print() (see platform/judge/src/wasi/reactor/prelude.ts).
   */
  readonly reactor?: 'quickjs'
  /** Processes and threads the program may start (default 1 for native programs; a JVM needs more). */
  readonly processes?: number
  readonly env?: Readonly<Record<string, string>>
}

export interface LimitFactors {
  /** Multiplies the problem's time limit (spec 1 §2: 2 for languages other than C/C++ on local problems). */
  readonly time: number
  /** Multiplies the problem's memory limit. */
  readonly memory: number
}

export type Availability =
  | { readonly available: true; readonly version: string }
  | { readonly available: false; readonly reason: string }

export interface SelfTest {
  /** A program that reads `input` from stdin and prints `output`. */
  readonly source: string
  readonly input: string
  readonly output: string
}

export interface LanguageDef {
  /** The name the API uses (the submit payload's `language`), e.g. 'C++ 17'. Unique. */
  readonly name: string
  /** What the language list shows beside the name, e.g. 'G++ 12 -O2 -std=c++17'. */
  readonly description: string
  /** Lane family: tasks go to lanes `judge-<priority>-<family>`; a worker serves the families it has. */
  readonly family: string
  readonly runtime: 'native' | 'wasi'
  /** File name of the source in the work folder, e.g. 'main.cpp' or 'Main.java'. */
  readonly source: string
  /** Absent for interpreted languages that run the source as it is. */
  readonly compile?: CompileSpec
  readonly run: RunSpec
  /** Factors on the problem's limits for local problems; default 1 and 1. */
  readonly limits?: LimitFactors
  /** The editor's mode (CodeMirror/Monaco content type, as HOJ sends it), e.g. 'text/x-c++src'. */
  readonly contentType: string
  /** The code template offered in the editor. */
  readonly template: string
  /**
   * Host folders the sandbox must bind read-only for every run of the language (its compile, its
   * programs) besides the base ones (/usr/bin, the shared libraries) and those it derives itself.
   */
  readonly toolchain?: ReadonlyArray<string>
  /** Whether special judges and interactors may be written in it. */
  readonly spj?: boolean
  /** Tells whether this machine has the toolchain; never throws. */
  readonly available: () => Promise<Availability>
  /** Run by CI for every available language: compile and run `source`, expect `output`. */
  readonly selfTest: SelfTest
}

/** Declares a language plugin. A plain identity function: the type is the contract. */
export function defineLanguage(language: LanguageDef): LanguageDef {
  return language
}
