import { lazy, Suspense } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import type { RichTextEditorProps } from "./rich-text-editor.tsx";
import "@/i18n/parts/console.ts";

// Tiptap and ProseMirror are the heaviest code in the console; they load only when an editor opens.
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx").then((module) => ({ default: module.RichTextEditor })));

export function RichTextField(props: RichTextEditorProps) {
  const { t } = useTranslation("ui");
  return (
    <Suspense
      fallback={
        <div className="overflow-hidden rounded-lg border border-slate-200" aria-busy="true">
          <div className="h-10 border-b border-slate-100 bg-slate-50/80" />
          <Skeleton className="m-4 h-40 rounded-md" />
          <span className="sr-only">{t("console.rte.loading")}</span>
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
