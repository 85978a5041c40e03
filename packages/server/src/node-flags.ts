/**
 * The Node flags the server's process runs with: `kitchen-table serve` starts its process with them
 * (packages/cli/src/relaunch.ts), and so do the benchmarks' server children, so that a benchmark
 * measures what users run.
 *
 * `--max-semi-space-size`: V8's young generation. Nearly all of a move's garbage (views, update
 * objects, their JSON, socket frames) dies young, and at 1,000 rooms the default 16 MB semi-space was
 * scavenged 3–4 times a second, each pause holding every room up (docs/scaling.md, "The single-process
 * tail"). A larger one is scavenged less often; it grows to this size only under that load.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
