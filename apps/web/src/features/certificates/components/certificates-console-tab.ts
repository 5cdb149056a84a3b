import { lazy } from "react";

// The console's "Certificates" tab (docs/product/certificate-pages.md#console), for the manage page to list. Shaped like
// event-manage's ConsoleTab without importing it (features never import each other).

const Panel = lazy(async () => ({ default: (await import("./certificates-console-panel.tsx")).CertificatesConsolePanel }));

export const certificatesConsoleTab = {
  id: "certificates",
  label: "certificates.console.tab",
  component: Panel,
  // Revoking and the settings are the event's owner's and its editing admins' (the server's canEditEvent).
  when: ({ permissions }: { permissions: { canEditEvent: boolean } }) => permissions.canEditEvent,
} as const;
