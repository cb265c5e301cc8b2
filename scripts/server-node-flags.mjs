/**
 * How Node runs the compiled server: `npm start` (scripts/start.mjs), and the benchmarks and browser
 * tests that run the server as it ships.
 * - `--enable-source-maps`: stack traces name the TypeScript sources and lines.
 * - `--v8-pool-size=2`: two V8 helper threads (garbage collection, compiling PGlite's WebAssembly)
 *   instead of Node's four. Each keeps its own malloc arena: with four the idle server holds ~30 MB
 *   more; with one it holds the same as with two but starts ~70 ms slower, its WebAssembly compiled
 *   by one thread while the main thread waits (bench/README.md, "Server").
 */
export const SERVER_NODE_FLAGS = ["--enable-source-maps", "--v8-pool-size=2"];
