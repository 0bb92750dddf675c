import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Device Distribution Console';
/** RFC 6238: 30-second steps; a code of the step before or after is accepted (clock drift). */
const PERIOD = 30;
const DRIFT_SECONDS = PERIOD;

/** A new base32 secret (160 bits, as authenticator apps expect). */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URI and its QR code as an SVG data URL (made here: no third party sees it). */
export async function enrolmentOf(secret: string, accountName: string) {
  const otpauthUri = generateURI({ issuer: ISSUER, label: accountName, secret, period: PERIOD });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1 });
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return { secret, otpauthUri, qrCode };
}

/** The time step a code of the current window (with drift) belongs to, or null when wrong. */
async function stepOf(secret: string, code: string): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      period: PERIOD,
      epochTolerance: DRIFT_SECONDS,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/**
 * The time step the code belongs to; 'used' when it is right but not after `afterStep` (a code,
 * or an older one, is accepted once: the caller stores the step it answers, e.g. the code that
 * turned 2FA on); null when it is wrong.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | 'used' | null> {
  const step = await stepOf(secret, code);
  if (step === null) return null;
  return afterStep !== null && step <= afterStep ? 'used' : step;
}
