import type { ReactElement } from "react";

/**
 * Where the profile photo is chosen. The page fills it with the uploader (features/uploads), which this
 * feature may not import; `value` is the stored URL, "" when there is none.
 */
export type ProfileImageSlot = (props: { id: string; label: string; value: string; onChange: (url: string) => void }) => ReactElement;
