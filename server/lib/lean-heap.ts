import v8 from "node:v8";

// Imported first by the production entry: its code runs before the server's own modules (packages
// the bundle imports are evaluated earlier, which is fine: both flags act later, when the heap grows
// and when the embedded database's WebAssembly is compiled).
// - V8 grows the heap in smaller steps and keeps less slack: an idle server holds ~30 MB less.
// - The embedded database's WebAssembly functions are optimised only once they are really hot:
//   PostgreSQL's start-up runs a great deal of code once, and optimising it all kept ~45 MB of
//   compiled code. The query path still gets optimised after a few hundred queries; measured in
//   CPU time, inserts and selects cost the same (docs/benchmarks.md, memory).
v8.setFlagsFromString("--optimize-for-size");
v8.setFlagsFromString("--wasm-tiering-budget=100000000");
