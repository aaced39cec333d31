import v8 from "node:v8";

// Imported first by the production entry, before anything is loaded. V8 then grows the heap in
// smaller steps and keeps less slack: an idle server holds ~30 MB less, and a page answered from
// the render cache costs no JavaScript work that would notice (docs/benchmarks.md, memory).
v8.setFlagsFromString("--optimize-for-size");
