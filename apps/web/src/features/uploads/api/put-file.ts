import { fileUrlOf, xhrUpload } from "./xhr-upload.ts";

/** The PUT to a signed link: the raw file with the exact type the link was signed for. */
export async function putFile(
  signedUrl: string,
  file: Blob,
  contentType: string,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const result = await xhrUpload({ method: "PUT", url: signedUrl, body: file, headers: { "Content-Type": contentType }, onProgress, signal });
  return fileUrlOf(result);
}
