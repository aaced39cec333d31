import v8 from "node:v8";

// Imported first by the production entry: its code runs before the server's own modules (packages
// the bundle imports are evaluated earlier, which is fine: the flag acts later, when the embedded
// database's WebAssembly is compiled).
// The embedded database's WebAssembly functions are optimised only once they are really hot:
// PostgreSQL's start-up runs a great deal of code once, and optimising it all kept ~45 MB of
// compiled code. The query path still gets optimised after a few hundred queries.
//
// The young generation keeps V8's default size: capping it (--max-semi-space-size=1) kept a few MB
// less in the first seconds after start, but under load it promoted more garbage to the old
// generation (a larger heap after load, 25-30 % fewer quote submissions a second), and once idle
// for a few seconds V8's memory reducer leaves the default no larger (docs/benchmarks.md).
// (--optimize-for-size doubled the CPU spent in garbage collection: docs/benchmarks.md, write path.)
v8.setFlagsFromString("--wasm-tiering-budget=100000000");
