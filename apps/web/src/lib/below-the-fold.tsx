import type { ReactElement } from "react";
import { AfterFirstPaint } from "./after-first-paint.tsx";
import { HydrateInTurn, isDrawnByServer } from "./hydrate-in-turn.tsx";

/**
 * A section below the fold of a landing page. A page the browser draws itself renders it in a task of
 * its own after the first paint, so the first render stays short (ADR 0012). A page the server draws
 * includes it, and the browser adopts it in a turn of its own (ADR 0019): building it after the paint
 * instead would cost that render and a second layout of the page, where adopting it costs neither, and
 * readers without scripts would miss it. `children` must render exactly one element (see HydrateInTurn).
 */
export function BelowTheFold({ children }: { children: ReactElement }) {
  return isDrawnByServer() ? <HydrateInTurn>{children}</HydrateInTurn> : <AfterFirstPaint>{children}</AfterFirstPaint>;
}
