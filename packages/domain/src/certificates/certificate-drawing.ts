// What drawing a certificate needs, without the schemas: the server's render workers (apps/server/src/modules/
// certificates/render) load this instead of the package's index, which builds every zod schema — most of a
// second of CPU on each worker's start (docs/decisions/0039-certificates-drawn-on-the-server.md).
export * from "./certificate-constants.ts";
export * from "./certificate-rules.ts";
export type { AwardLevel } from "../hackathons/hackathon-constants.ts";
export { EVENT_DEFAULT_TIMEZONE } from "../event-editor/event-editor-constants.ts";
export { type Locale } from "../i18n/locale.ts";
export { translate } from "../i18n/translate.ts";
export type { PublicCertificate } from "../contract/certificates.ts";
