import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { encodeKaspaAddress } from '@nacho/domain';
import {
  personalMessageDigest,
  verifyPersonalMessageEcdsa,
  verifyPersonalMessageSignature,
  xOnlyPublicKey,
} from './kaspa-message-signature';

const KEY_3 = '0000000000000000000000000000000000000000000000000000000000000003';
const KEY_B7 = 'b7e151628aed2a6abf7158809cf4f3c762e7160f38b4da56a784d9045190cfef';
const X_ONLY_3 = 'f9308a019258c31049344f85f89d5229b531c845836f99b08601f113bce036f9';
const X_ONLY_B7 = 'dff1d77f2a671c5f36183726db2341be58feae1da2deced843240f7b502ba659';
const LOREM = `Lorem ipsum dolor sit amet. Aut omnis amet id voluptatem eligendi sit accusantium dolorem 33 corrupti necessitatibus hic consequatur quod et maiores alias non molestias suscipit? Est voluptatem magni qui odit eius est eveniet cupiditate id eius quae aut molestiae nihil eum excepturi voluptatem qui nisi architecto?

Et aliquid ipsa ut quas enim et dolorem deleniti ut eius dicta non praesentium neque est velit numquam. Ut consectetur amet ut error veniam et officia laudantium ea velit nesciunt est explicabo laudantium sit totam aperiam.

Ut omnis magnam et accusamus earum rem impedit provident eum commodi repellat qui dolores quis et voluptate labore et adipisci deleniti. Est nostrum explicabo aut quibusdam labore et molestiae voluptate. Qui omnis nostrum At libero deleniti et quod quia.`;

/**
 * KIP-5's test vectors (kaspanet/kips kip-0005.md, also in rusty-kaspa's wallet/core message.rs):
 * secret key, x-only key, aux randomness, message, signature.
 */
const KIP5_VECTORS: Array<[number, string, string, string, string, string]> = [
  [
    0,
    KEY_3,
    X_ONLY_3,
    '00'.repeat(32),
    'Hello Kaspa!',
    '40b9bb2be0ae02607279eda64015a8d86e3763279170340b8243f7ce5344d77aff1191598baf2fd26149cac3b4b12c2c433261c00834db6098cb172aa48ef522',
  ],
  [
    1,
    KEY_B7,
    X_ONLY_B7,
    `${'00'.repeat(31)}01`,
    'Hello Kaspa!',
    'eb9e8a3c547eb91b6a7592644f328f0648bdd21aba3cd44787d429d4d790aa8b962745691f3b472ed8d65f3b770ecb4f777bd17b1d309100919b53e0e206b4c6',
  ],
  [
    2,
    KEY_B7,
    X_ONLY_B7,
    `${'00'.repeat(31)}01`,
    'こんにちは世界',
    '810653d5f80206db519672362add6c98dad378844e5ba4d89a22c9f0c7092e8cecba734fff7922b656b4be3f4b1f098899c95cb5c1023dce3519208afafb59bc',
  ],
  [
    3,
    KEY_B7,
    X_ONLY_B7,
    `${'00'.repeat(31)}01`,
    LOREM,
    '40cbbd3938867b10076bb14835557c062f5bf6a4682995fc8b0a1cd2ed986eedaaa00cfe04f6c9e5a9546b860732e5b903cc82780228647d5375bec3d2a4983a',
  ],
];

describe('Kaspa personal-message signatures (Schnorr, KIP-5)', () => {
  it.each(KIP5_VECTORS)(
    'KIP-5 vector %i: signing gives the published signature, which verifies',
    (_, key, xOnly, aux, message, signature) => {
      expect(bytesToHex(schnorr.sign(personalMessageDigest(message), hexToBytes(key), hexToBytes(aux)))).toBe(
        signature,
      );
      expect(verifyPersonalMessageSignature(message, signature, hexToBytes(xOnly))).toBe(true);
      expect(verifyPersonalMessageSignature(message, signature.toUpperCase(), hexToBytes(xOnly))).toBe(true);
    },
  );

  it("refuses the vector 3 signature for vector 1's message (KIP-5's negative case)", () => {
    const [, , xOnly, , , lorem] = KIP5_VECTORS[3]!;
    expect(verifyPersonalMessageSignature('Hello Kaspa!', lorem, hexToBytes(xOnly))).toBe(false);
  });

  it("uses the 32-byte digest of the vectors and rusty-kaspa, not the 64-byte one of KIP-5's prose and sample code", () => {
    // The earlier KIP-5 draft's vector 0, made with blake2b(digest_size=64): it must not verify here.
    const draft64 =
      '2bf8cbdba646aff947eeaf2e63c6aef7c0a091e9412dd5a4f1abe2c99c4be00dee6b4d162b0b488ff32ea4062e2e816be60cba5b4a3a4f26076a558ea887bf38';
    expect(verifyPersonalMessageSignature('Hello Kaspa!', draft64, hexToBytes(X_ONLY_3))).toBe(false);
    expect(personalMessageDigest('Hello Kaspa!')).toHaveLength(32);
    // Cross-checked with OpenSSL: printf 'Hello Kaspa!' | openssl mac -macopt key:PersonalMessageSigningHash -macopt size:32 BLAKE2BMAC
    expect(bytesToHex(personalMessageDigest('Hello Kaspa!'))).toBe(
      '2e55deda4a5224208dbd4d93cfe5aa22d945eaa63172e329c49afed62f0e1510',
    );
  });

  it('derives the published address of vector 0', () => {
    expect(encodeKaspaAddress('kaspa', 0, hexToBytes(X_ONLY_3))).toBe(
      'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa',
    );
  });

  it('accepts the compressed form of the key (either parity prefix gives the same x)', () => {
    expect(bytesToHex(xOnlyPublicKey(`02${X_ONLY_3}`)!)).toBe(X_ONLY_3);
    expect(bytesToHex(xOnlyPublicKey(`03${X_ONLY_3.toUpperCase()}`)!)).toBe(X_ONLY_3);
    expect(xOnlyPublicKey(`04${X_ONLY_3}`)).toBeNull();
    expect(xOnlyPublicKey(X_ONLY_3.slice(2))).toBeNull();
    expect(xOnlyPublicKey(`zz${X_ONLY_3.slice(2)}`)).toBeNull();
  });

  it('fails for a changed message, key or signature', () => {
    const [, , xOnly, , message, signature] = KIP5_VECTORS[0]!;
    const key = hexToBytes(xOnly);
    expect(verifyPersonalMessageSignature('Hello Kaspa?', signature, key)).toBe(false);
    expect(verifyPersonalMessageSignature(message, signature, schnorr.getPublicKey(hexToBytes(KEY_B7)))).toBe(false);
    const flipped = signature.slice(0, -1) + (signature.endsWith('2') ? '3' : '2');
    expect(verifyPersonalMessageSignature(message, flipped, key)).toBe(false);
    expect(verifyPersonalMessageSignature(message, signature.slice(2), key)).toBe(false);
  });

  it('treats an x that is not on the curve as a failed verification, not an exception', () => {
    const [, , , , message, signature] = KIP5_VECTORS[0]!;
    expect(verifyPersonalMessageSignature(message, signature, new Uint8Array(32).fill(0xff))).toBe(false);
  });
});

describe('Kaspa personal-message signatures (ECDSA)', () => {
  // KIP-5 publishes no ECDSA vectors. These signatures of "Hello Kaspa!" with key 3 come from OpenSSL,
  // an implementation independent of the one under test: the digest above signed as it is with
  // `openssl pkeyutl -sign -inkey <secp256k1 key 3> -in <digest>`, the DER answer's r and s written as r||s.
  const COMPRESSED_3 = `02${X_ONLY_3}`;
  const OPENSSL_LOW_S =
    '837f25a0c663e9f4d7a9633ffd9a9b71db125d8a6db4301dcd6d89628652055915f427221f6247a8366e36470f7b48d05d5a9d5f69ae1a0520ca0862b2db172a';
  const OPENSSL_HIGH_S =
    '37aa499079d832c40c01f01cfc1eb50ec5306d6f3010540fcf019c0ee8931ad089ef9d2835f10ae5a180a72fbe208159d2bb45f58746e27e40f885b93468f43a';

  it('verifies signatures made by OpenSSL over the personal-message digest, with low and with high S', () => {
    expect(verifyPersonalMessageEcdsa('Hello Kaspa!', OPENSSL_LOW_S, hexToBytes(COMPRESSED_3))).toBe(true);
    expect(verifyPersonalMessageEcdsa('Hello Kaspa!', OPENSSL_HIGH_S.toUpperCase(), hexToBytes(COMPRESSED_3))).toBe(
      true,
    );
  });

  it('verifies what a wallet signing as rusty-kaspa does (RFC 6979, low S), for any message', () => {
    const privateKey = secp256k1.utils.randomPrivateKey();
    const key = secp256k1.getPublicKey(privateKey, true);
    for (const message of ['Hello Kaspa!', 'こんにちは世界', LOREM]) {
      const signature = secp256k1.sign(personalMessageDigest(message), privateKey, { prehash: false });
      expect(verifyPersonalMessageEcdsa(message, bytesToHex(signature.toCompactRawBytes()), key)).toBe(true);
    }
  });

  it('fails for a changed message, another key, the other parity, a Schnorr signature or a hashed-again digest', () => {
    const key = hexToBytes(COMPRESSED_3);
    expect(verifyPersonalMessageEcdsa('Hello Kaspa?', OPENSSL_LOW_S, key)).toBe(false);
    expect(
      verifyPersonalMessageEcdsa('Hello Kaspa!', OPENSSL_LOW_S, secp256k1.getPublicKey(hexToBytes(KEY_B7), true)),
    ).toBe(false);
    expect(verifyPersonalMessageEcdsa('Hello Kaspa!', OPENSSL_LOW_S, hexToBytes(`03${X_ONLY_3}`))).toBe(false);
    expect(verifyPersonalMessageEcdsa('Hello Kaspa!', KIP5_VECTORS[0]![5], key)).toBe(false);
    // A signer that hashes the digest again (SHA-256, the library default) makes a signature this does not accept.
    const prehashed = secp256k1.sign(personalMessageDigest('Hello Kaspa!'), hexToBytes(KEY_3), { prehash: true });
    expect(verifyPersonalMessageEcdsa('Hello Kaspa!', bytesToHex(prehashed.toCompactRawBytes()), key)).toBe(false);
  });

  it('treats malformed input as a failed verification, not an exception', () => {
    const key = hexToBytes(COMPRESSED_3);
    expect(verifyPersonalMessageEcdsa('Hello Kaspa!', OPENSSL_LOW_S.slice(2), key)).toBe(false);
    expect(verifyPersonalMessageEcdsa('Hello Kaspa!', 'ff'.repeat(64), key)).toBe(false); // r, s >= n
    expect(verifyPersonalMessageEcdsa('Hello Kaspa!', '00'.repeat(64), key)).toBe(false);
    expect(verifyPersonalMessageEcdsa('Hello Kaspa!', OPENSSL_LOW_S, new Uint8Array(33).fill(2))).toBe(false);
  });
});
