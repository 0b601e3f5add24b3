import { describe, expect, it } from 'vitest';
import { sha256Hex, signV4, uriEncode, type SigningKey } from './sigv4.js';

const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** The S3 API reference's examples ("Signature Calculations for the Authorization Header"). */
const s3Example: SigningKey = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const s3Day = new Date('2013-05-24T00:00:00Z');

/** The SigV4 test suite's credentials and clock (get-vanilla and its siblings). */
const suite: SigningKey = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 'service',
};
const suiteDay = new Date('2015-08-30T12:36:00Z');

const signatureOf = (headers: Record<string, string>) => /Signature=([0-9a-f]{64})$/.exec(headers.authorization!)?.[1];

describe('AWS Signature Version 4', () => {
  it('signs the S3 docs GET object example (Range: bytes=0-9) as documented', () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY },
        payloadHash: EMPTY,
      },
      s3Example,
      s3Day,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('signs the S3 docs PUT object example, its key encoded once ($ as %24) and its body hashed', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = signV4(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: {
          Date: 'Fri, 24 May 2013 00:00:00 GMT',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
          'x-amz-content-sha256': sha256Hex(body),
        },
        payloadHash: sha256Hex(body),
      },
      s3Example,
      s3Day,
    );
    expect(headers.authorization).toContain(
      'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,',
    );
    expect(signatureOf(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('signs the S3 docs list objects example, its query sorted by name', () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
        headers: { 'x-amz-content-sha256': EMPTY },
        payloadHash: EMPTY,
      },
      s3Example,
      s3Day,
    );
    expect(signatureOf(headers)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('passes the test suite get-vanilla case', () => {
    const headers = signV4(
      { method: 'GET', url: new URL('https://example.amazonaws.com/'), headers: {}, payloadHash: EMPTY },
      suite,
      suiteDay,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date, ' +
        'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('passes the test suite get-vanilla-query-order-key-case case', () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://example.amazonaws.com/?Param2=value2&Param1=value1'),
        headers: {},
        payloadHash: EMPTY,
      },
      suite,
      suiteDay,
    );
    expect(signatureOf(headers)).toBe('b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500');
  });

  it('passes the test suite post-vanilla case', () => {
    const headers = signV4(
      { method: 'POST', url: new URL('https://example.amazonaws.com/'), headers: {}, payloadHash: EMPTY },
      suite,
      suiteDay,
    );
    expect(signatureOf(headers)).toBe('5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b');
  });

  it('encodes the characters encodeURIComponent leaves raw, and slashes only when asked', () => {
    expect(uriEncode("a b!'()*~")).toBe('a%20b%21%27%28%29%2A~');
    expect(uriEncode('uploads/w320/x.webp', true)).toBe('uploads/w320/x.webp');
    expect(uriEncode('uploads/x')).toBe('uploads%2Fx');
  });
});
