import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";

/**
 * A software authenticator for the tests: a P-256 key from node:crypto, real authenticator data,
 * client data and a "none" attestation object in CBOR, signatures in ES256, so the server checks
 * answers byte for byte as a browser and a phone would make them. Each option lets a test make
 * one thing wrong (the origin, the relying party, the counter, user verification).
 */

// ---- The little CBOR (RFC 8949) an attestation object and a COSE key need: maps, byte and text strings, integers.
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export type AnswerOptions = {
  /** The origin the browser would put in the client data (default: the relying party's). */
  origin?: string;
  /** The relying party id whose hash starts the authenticator data (default: the options'). */
  rpId?: string;
  /** The signature counter to report (default: one more than the last, from 1). */
  counter?: number;
  /** Whether the person was verified (default true). */
  userVerified?: boolean;
  /** The user handle to return at sign-in (default: the one given at registration). */
  userHandle?: string | null;
  /** The challenge to sign (default: the options'). */
  challenge?: string;
};

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly coseKey: Buffer;
  /** What registration stored: the relying party and the user handle (base64url). */
  rpId = "";
  userHandle = "";
  counter = 0;

  constructor(
    readonly defaultOrigin: string,
    /** Whether this authenticator keeps a signature counter (a phone's platform authenticator often does not). */
    readonly keepsCounter = true,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: "jwk" });
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    this.coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private nextCounter(options: AnswerOptions): number {
    if (options.counter !== undefined) return options.counter;
    return this.keepsCounter ? ++this.counter : 0;
  }

  private authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), "utf8");
  }

  /** What navigator.credentials.create() gives for these options, as startRegistration() sends it. */
  register(options: PublicKeyCredentialCreationOptionsJSON, answer: AnswerOptions = {}): RegistrationResponseJSON {
    this.rpId = answer.rpId ?? options.rp.id!;
    this.userHandle = options.user.id;
    const flags = FLAG_UP | FLAG_AT | (answer.userVerified === false ? 0 : FLAG_UV);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, this.coseKey]);
    const counter = this.keepsCounter ? this.counter : 0;
    const authData = this.authenticatorData(this.rpId, flags, counter, attested);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    const clientData = this.clientData("webauthn.create", answer.challenge ?? options.challenge, answer.origin ?? this.defaultOrigin);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: { clientDataJSON: b64url(clientData), attestationObject: b64url(attestationObject), transports: ["internal", "hybrid"] },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }

  /** What navigator.credentials.get() gives for these options, as startAuthentication() sends it. */
  authenticate(options: PublicKeyCredentialRequestOptionsJSON, answer: AnswerOptions = {}): AuthenticationResponseJSON {
    const rpId = answer.rpId ?? options.rpId ?? this.rpId;
    const flags = FLAG_UP | (answer.userVerified === false ? 0 : FLAG_UV);
    const authData = this.authenticatorData(rpId, flags, this.nextCounter(answer));
    const clientData = this.clientData("webauthn.get", answer.challenge ?? options.challenge, answer.origin ?? this.defaultOrigin);
    // ES256: ECDSA with SHA-256 over authenticatorData || SHA-256(clientDataJSON), DER-encoded.
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    const userHandle = answer.userHandle === undefined ? this.userHandle : answer.userHandle;
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle === null ? {} : { userHandle }),
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }
}
