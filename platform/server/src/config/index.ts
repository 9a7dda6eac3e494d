export type { JudgeConfig, LoadConfigOptions, ServerConfig } from './load.ts'
export { CONFIG_FILE_NAME, loadConfig } from './load.ts'
export type { AppConfig } from '@oj/sdk/server'
