import v8 from "node:v8";

// Imported first by the production entry: its code runs before the server's own modules (packages
// the bundle imports are evaluated earlier, which is fine: the flag acts later, when the embedded
// database's WebAssembly is compiled).
// The embedded database's WebAssembly functions are optimised only once they are really hot:
// PostgreSQL's start-up runs a great deal of code once, and optimising it all kept ~45 MB of
// compiled code. The query path still gets optimised after a few hundred queries.
//
// The young generation's size cannot be set from here (the heap exists by now): `npm start` runs
// Node with --max-semi-space-size=1 (package.json), which keeps ~30 MB less of an idle server's
// heap for ~0.2 ms more CPU per quote submission. (--optimize-for-size saved as much memory but
// doubled that CPU in garbage collection: docs/benchmarks.md, write path.)
v8.setFlagsFromString("--wasm-tiering-budget=100000000");
