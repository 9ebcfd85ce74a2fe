#!/usr/bin/env node
// `npm run dev`: the API server (tsx watch, port API_PORT=3001) and Vite's dev server (port
// 5173, proxying /api, /uploads and /socket.io to it). Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

// The offline gazetteer (public/gazetteer.json) is generated, never committed.
if (!existsSync('public/gazetteer.json')) {
  spawnSync('node', ['scripts/build-gazetteer.mjs'], { stdio: 'inherit' })
}

const apiPort = process.env.API_PORT ?? '3001'
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
]

function stop() {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', stop)
