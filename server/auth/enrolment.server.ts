import QRCode from "qrcode";
import { groupedSecret, totpKeyUri } from "./totp.server";

/**
 * The enrolment step of setup: the otpauth: URI (a link that opens the authenticator app on the
 * phone showing the page), the QR code of the same URI drawn on the server as SVG (inlined in the
 * page), and the secret as text.
 */
export async function enrolment(issuer: string, email: string, secret: string): Promise<{ uri: string; qrSvg: string; secret: string }> {
  const uri = totpKeyUri(issuer, email, secret);
  const qrSvg = await QRCode.toString(uri, {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
  });
  return { uri, qrSvg, secret: groupedSecret(secret) };
}
