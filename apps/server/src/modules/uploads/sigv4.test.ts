import { describe, expect, it } from "vitest";
import { canonicalRequest, EMPTY_SHA256, sha256Hex, signV4 } from "./sigv4.ts";

// The worked examples of the AWS S3 documentation ("Signature Calculations for the Authorization Header:
// Transferring Payload in a Single Chunk"): same credentials, date and requests, same signatures.
const AWS = {
  region: "us-east-1",
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  now: new Date("2013-05-24T00:00:00Z"),
};
const signatureOf = (auth: string | undefined) => /Signature=([0-9a-f]{64})$/.exec(auth ?? "")?.[1];

describe("SigV4 (AWS published examples)", () => {
  it("GET Object with a Range header", () => {
    const input = { ...AWS, method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"), headers: { Range: "bytes=0-9" }, payloadSha256: EMPTY_SHA256 };
    // The hash of the canonical request is the last line of AWS's StringToSign: it pins down which half is wrong.
    expect(sha256Hex(canonicalRequest(input).text)).toBe("7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972");
    const headers = signV4(input);
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
  });

  it("PUT Object (a key needing encoding, a signed body)", () => {
    const body = "Welcome to Amazon S3.";
    const payload = sha256Hex(body);
    expect(payload).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    const headers = signV4({
      ...AWS,
      method: "PUT",
      url: new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
      headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
      payloadSha256: payload,
    });
    expect(signatureOf(headers.authorization)).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
  });

  it("GET Bucket lifecycle and list objects (query strings, sorted)", () => {
    const get = (url: string) => signatureOf(signV4({ ...AWS, method: "GET", url: new URL(url), payloadSha256: EMPTY_SHA256 }).authorization);
    expect(get("https://examplebucket.s3.amazonaws.com/?lifecycle")).toBe("fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543");
    expect(get("https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2")).toBe("34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7");
  });

  it("any change to the request changes the signature", () => {
    const base = { ...AWS, method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"), payloadSha256: EMPTY_SHA256 };
    const sig = signatureOf(signV4(base).authorization);
    expect(signatureOf(signV4({ ...base, url: new URL("https://examplebucket.s3.amazonaws.com/test2.txt") }).authorization)).not.toBe(sig);
    expect(signatureOf(signV4({ ...base, region: "eu-west-1" }).authorization)).not.toBe(sig);
    expect(signatureOf(signV4({ ...base, secretAccessKey: "other" }).authorization)).not.toBe(sig);
  });
});
