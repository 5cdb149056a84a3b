export * from "./auth.ts";
export * from "./organizations.ts";
export * from "./events.ts";
export * from "./registrations.ts";
export * from "./notifications.ts";
