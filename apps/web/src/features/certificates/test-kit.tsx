import type { Certificate, PublicCertificate } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Toaster } from "@/lib/toast.tsx";

// Typed fixtures and a router-backed render for the certificates' component tests (docs/product/certificate-pages.md).

/** A holder's certificate; `n` varies the id (and so the number) and the titles. */
export function certificate(n: number, fields: Partial<Certificate> = {}): Certificate {
  const id = `0f8e2c1a-9b7d-4e6f-a5c3-00000000000${n}`;
  return {
    id,
    number: `00000000000${n}`.slice(-12).toUpperCase(),
    source: "AWARD",
    status: "VALID",
    revokedAt: null,
    recipientName: "陈亚历",
    eventId: "e1",
    eventTitle: `AI 黑客松 ${n}`,
    eventType: "HACKATHON",
    projectTitle: `作品 ${n}`,
    projectDescription: `作品 ${n} 的一句话介绍`,
    awardLevel: "FIRST",
    awardCategory: "GENERAL",
    awardName: `评委大奖 ${n}`,
    score: 8.46,
    organizationName: "开源社区",
    issuedDate: "2026-11-20T08:00:00.000Z",
    description: "表彰其在数据可视化上的出色工作",
    revokeReason: null,
    nameCorrected: false,
    canCorrectName: false,
    canRevoke: false,
    ...fields,
  };
}

/** What anyone may see of it: no id, no reason, nothing of the holder's rights. */
export function publicCertificate(n: number, fields: Partial<PublicCertificate> = {}): PublicCertificate {
  const { id: _id, revokeReason: _reason, nameCorrected: _named, canCorrectName: _can, canRevoke: _revoke, ...rest } = certificate(n);
  return { ...rest, ...fields };
}

/** Renders `ui` on a page of a memory router (the components link to routes), with a query client and the toaster. */
export function renderWithRouter(ui: ReactNode, path = "/zh/me/certificates") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute();
  const page = createRoute({ getParentRoute: () => rootRoute, path: "$", component: () => <>{ui}</> });
  const router = createRouter({ routeTree: rootRoute.addChildren([page]), history: createMemoryHistory({ initialEntries: [path] }) });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}
