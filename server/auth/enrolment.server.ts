import QRCode from "qrcode";
import { groupedSecret, totpKeyUri } from "./totp.server";

/** The enrolment step of setup: the QR code drawn on the server as SVG (inlined in the page), and the same secret as text. */
export async function enrolment(issuer: string, email: string, secret: string): Promise<{ qrSvg: string; secret: string }> {
  const qrSvg = await QRCode.toString(totpKeyUri(issuer, email, secret), {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
  });
  return { qrSvg, secret: groupedSecret(secret) };
}
