import { fuzzShard } from "./fuzz-suite.ts";

// One quarter of the bad-input suite (fuzz-suite.ts): the shards run on both workers side by side.
await fuzzShard(3, 4);
