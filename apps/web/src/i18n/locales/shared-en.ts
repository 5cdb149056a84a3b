// The English shared (domain) catalog, reached only through a dynamic import so that Chinese-first
// visitors never download it (see lib/i18n.ts).
export { enMessages } from "@commons/domain";
