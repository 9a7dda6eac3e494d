// Placeholder until this page is written.
export { default } from './placeholder.tsx'
