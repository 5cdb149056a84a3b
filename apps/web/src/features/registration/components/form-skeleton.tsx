import { Skeleton } from "@/components/ui/skeleton.tsx";

export function FormSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy>
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-14 w-full rounded-xl" />
      <Skeleton className="h-14 w-full rounded-xl" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
