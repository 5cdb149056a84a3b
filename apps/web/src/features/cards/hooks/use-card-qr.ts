import { useEffect, useState } from "react";
import { profileUrlOf, qrDataUrlOf } from "./card-qr.ts";

/** The QR code of a card's profile URL, null until it is made (or if it cannot be). */
export function useCardQr(profilePath: string): string | null {
  const [made, setMade] = useState<{ path: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    qrDataUrlOf(profileUrlOf(profilePath))
      .then((url) => live && setMade({ path: profilePath, url }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [profilePath]);
  return made?.path === profilePath ? made.url : null;
}
