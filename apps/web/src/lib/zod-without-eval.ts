// zod 4 compiles a faster parser with `new Function` the first time an object schema parses, after
// probing whether eval is allowed. Our pages forbid eval (the page policy's script-src has no
// 'unsafe-eval'), so the probe itself is a policy violation the browser reports. Asking zod for its
// plain parser up front avoids the probe; the forms it validates are small. zod reads this shared
// config object (the same one `z.config()` writes) when it first parses, so setting it here, before any
// chunk with zod runs, needs no zod in the entry chunk.
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;
