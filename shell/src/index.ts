// An async boundary: shared singletons (react, @oj/sdk, ...) are negotiated before any of them runs.
void import('./bootstrap.ts')
