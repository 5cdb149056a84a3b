import type { ErrorComponentProps } from "@tanstack/react-router";
import { useRouter } from "@tanstack/react-router";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";

/** What a page shows when its code or data could not load; retry re-runs the route. */
export function RouteErrorPanel({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <ErrorPanel
        error={error}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}
