import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import type { ChallengeParts } from "@/lib/event-layout.ts";
import { loadEventBuilding } from "./-event-chunks.ts";
import type { EventPartsInput } from "./-event-page-parts.tsx";

// Not a route (the router ignores files starting with "-"): a Building Public challenge's own parts of the
// event page (docs/product/challenges.md). Their code is one lazy chunk (-event-building.tsx).

const Header = lazy(async () => ({ default: (await loadEventBuilding()).EventBuildingHeader }));
const Main = lazy(async () => ({ default: (await loadEventBuilding()).EventBuildingMain }));
const Dashboard = lazy(async () => ({ default: (await loadEventBuilding()).EventBuildingDashboard }));
const Certificates = lazy(async () => ({ default: (await loadEventBuilding()).EventBuildingCertificates }));

/** The challenge's parts, or null for any other type. */
export function challengeParts({ event, locale, viewerId }: EventPartsInput): ChallengeParts | null {
  const config = event.type === "BUILDING_PUBLIC" ? event.buildingConfig : null;
  if (!config) return null;
  const props = { event: { ...event, buildingConfig: config }, locale, viewerId };
  return {
    config,
    header: (
      <Suspense fallback={<Skeleton className="h-16 rounded-xl" />}>
        <Header {...props} />
      </Suspense>
    ),
    main: (
      <Suspense fallback={<Skeleton className="h-72 rounded-2xl" />}>
        <Main {...props} />
      </Suspense>
    ),
    certificates: (
      <Suspense fallback={null}>
        <Certificates {...props} />
      </Suspense>
    ),
    dashboard: (
      <Suspense fallback={<Skeleton className="h-96 rounded-2xl" />}>
        <Dashboard {...props} />
      </Suspense>
    ),
  };
}
