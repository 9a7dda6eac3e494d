// Works around storybook-builder-rsbuild in dev: its mocker runtime script is emitted only when the
// HTML page is generated, so after the first rebuild (any file change) the page requests
// `mocker-runtime-injected.js`, gets a 404 and renders nothing. This plugin remembers the script and
// emits it again in compilations that lack it.
import type { Rspack } from '@rsbuild/core'

const NAME = 'KeepMockerRuntime'
const ASSET = 'mocker-runtime-injected.js'

export class KeepMockerRuntime {
  apply(compiler: Rspack.Compiler): void {
    let kept: Rspack.sources.Source | undefined
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(ASSET)
          if (asset) kept = asset.source
          else if (kept) compilation.emitAsset(ASSET, kept)
        },
      )
    })
  }
}
