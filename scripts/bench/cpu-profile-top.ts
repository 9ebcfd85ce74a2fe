/**
 * Summarises `node --cpu-prof` profiles (bench:chat --cpu-prof=DIR) without any tool: self time
 * per function and per package or project folder, over every .cpuprofile given.
 *
 *   tsx scripts/bench/cpu-profile-top.ts DIR/*.cpuprofile [--top=30]
 */
import { readFileSync } from 'node:fs'
import { option } from './args'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}

interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const top = option('top', 30)

/** Which package (node_modules/<name>) or project folder a script belongs to. */
function areaOf(url: string, name: string): string {
  if (url === '') return name.startsWith('(') ? name : '(native)'
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (module?.[1]) return module[1]
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0] ?? ''}`
  const ours = /dist\/server\/(.+)$/.exec(url)
  return ours?.[1] ? `ours: ${ours[1]}` : url
}

const byFunction = new Map<string, number>()
const byArea = new Map<string, number>()
let total = 0
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id)
    // A sample's time is the delta to the next one; the last sample has none.
    const micros = profile.timeDeltas[i + 1] ?? 0
    if (!node) return
    const { functionName, url, lineNumber } = node.callFrame
    const name = functionName || '(anonymous)'
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^.*dist\//, '')}:${lineNumber + 1}`
      : ''
    const key = `${name} ${where}`.trim()
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros)
    const area = areaOf(url, name)
    byArea.set(area, (byArea.get(area) ?? 0) + micros)
    total += micros
  })
}

const print = (title: string, entries: Map<string, number>, count: number) => {
  console.log(`\n${title}`)
  for (const [key, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    const share = ((micros / total) * 100).toFixed(1).padStart(5)
    console.log(`${share} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`)
  }
}
console.log(`${files.length} profiles, ${(total / 1e6).toFixed(1)} s sampled (idle included)`)
print('Self time by package / folder', byArea, top)
print('Self time by function', byFunction, top)
