export { seedDemoContent, type SeedDemoOptions, type SeedDemoResult } from './demo.seed.js'
export { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.js'
